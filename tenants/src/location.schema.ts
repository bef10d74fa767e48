import { z } from 'zod';
import { AUSTRALIAN_STATES } from './stock/car-record.schema.js';
import { SLUG_PATTERN } from './slugify.js';
import { leadEmailAddresses } from './settings/lead-delivery-settings.schema.js';

/** A dealership location of a site (sales yard, service centre, parts counter). */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time as HH:MM');

/** An Open entry needs both times and closes after it opens (HH:MM compares as text). */
function openAndCloseTimes(
  h: { status: 'Open' | 'Closed'; open?: string | undefined; close?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (h.status !== 'Open') return;
  if (h.open === undefined)
    ctx.addIssue({ code: 'custom', path: ['open'], message: 'an Open day needs an open time' });
  if (h.close === undefined)
    ctx.addIssue({ code: 'custom', path: ['close'], message: 'an Open day needs a close time' });
  if (h.open !== undefined && h.close !== undefined && h.close <= h.open) {
    ctx.addIssue({ code: 'custom', path: ['close'], message: `must be after open (${h.open})` });
  }
}

export const openingHoursSchema = z
  .strictObject({
    /** 0 Sunday … 6 Saturday */
    weekday: z.number().int().min(0).max(6),
    status: z.enum(['Open', 'Closed']),
    open: hhmm.optional(),
    close: hhmm.optional(),
  })
  .superRefine(openAndCloseTimes);

export const LOCATION_TYPES = ['sales', 'service', 'parts'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** A week of opening hours: at most one entry per weekday. */
const weekSchema = z.array(openingHoursSchema).superRefine((week, ctx) => {
  const seen = new Set<number>();
  week.forEach((day, index) => {
    if (seen.has(day.weekday)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'weekday'],
        message: `weekday ${day.weekday} is listed twice`,
      });
    }
    seen.add(day.weekday);
  });
});

/** A calendar date that exists (2027-02-30 is refused). */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((date) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
  }, 'not a real date');

export const specialHoursSchema = z
  .strictObject({
    date: calendarDate.describe('The day, YYYY-MM-DD (in the location’s own time zone).'),
    status: z.enum(['Open', 'Closed']).describe('Open (with times) or Closed that day.'),
    open: hhmm.optional().describe('Opening time that day, HH:MM (24-hour).'),
    close: hhmm.optional().describe('Closing time that day, HH:MM (24-hour), after open.'),
    department: z
      .enum([...LOCATION_TYPES, 'all'])
      .default('all')
      .describe('The department the day applies to; all: every department of the location.'),
    label: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .optional()
      .describe('What the day is, e.g. Christmas Day.'),
  })
  .superRefine(openAndCloseTimes)
  .describe('Holiday (special) hours of one day.');

export type SpecialHoursEntry = z.infer<typeof specialHoursSchema>;

/** DL, CL and MRB are every site's licence labels; a site may add more (locations.extraLicenceLabels). */
export const STANDARD_LICENCE_LABELS = ['DL', 'CL', 'MRB'] as const;
export const licenceLabel = z
  .string()
  .regex(/^[A-Z][A-Z0-9]{0,11}$/, 'capital letters and digits, e.g. LMCT');
const licenceNumber = z.string().trim().min(1).max(40);

export const locationSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
  name: z.string().trim().min(1),
  /** Defaults to the name without a trailing " - Sales", " - Service" or " - Parts", slugified. */
  slug: z.string().regex(SLUG_PATTERN).optional(),
  dealershipId: z.string().min(1),
  dealershipSlug: z.string().regex(SLUG_PATTERN),
  dealershipName: z.string().trim().min(1),
  locationType: z.enum(['sales', 'service', 'parts']).default('sales'),
  locationSubtypes: z.array(z.string()).default([]),
  manufacturers: z.array(z.string()).default([]),
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  dealerLicenceNumber: z.string().optional(),
  image: z
    .strictObject({
      url: z
        .url({ protocol: /^https$/, error: 'an https address' })
        .describe(
          'An https address of the photo (site folder files are not served for locations).',
        ),
      thumbnailUrl: z
        .url({ protocol: /^https$/, error: 'an https address' })
        .optional()
        .describe('An https address of a small version; left out: the photo itself.'),
      alt: z.string().trim().min(1).max(200).describe('What the photo shows, for screen readers.'),
    })
    .optional()
    .describe('A photo of the location for its card; left out: no photo.'),
  badge: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .optional()
    .describe('A short badge on the location’s card, e.g. COMING EARLY 2027.'),
  licences: z
    .record(licenceLabel, licenceNumber)
    .default({})
    .describe(
      'Licence numbers by label: DL (dealer; dealerLicenceNumber when left out), CL, MRB (motor vehicle repairer) and the labels the site adds in locations.extraLicenceLabels.',
    ),
  departmentHours: z
    .partialRecord(z.enum(LOCATION_TYPES), weekSchema)
    .default({})
    .describe(
      'Weekly hours of the location’s other departments (sales, service, parts); its own type’s week is contact.openingHours.',
    ),
  specialHours: z
    .array(specialHoursSchema)
    .max(200)
    .default([])
    .describe('Holiday hours: days that differ from the usual week.'),
  googlePlaceId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,300}$/, 'a Google place id')
    .optional()
    .describe(
      'The location’s Google place id, for its reviews when reviews.source is googlePlaces.',
    ),
  address: z.strictObject({
    street: z.string().min(1),
    city: z.string().min(1),
    state: z.enum(AUSTRALIAN_STATES),
    postcode: z.string().regex(/^\d{4}$/, 'exactly 4 digits'),
    lat: z.number().min(-44).max(-10),
    long: z.number().min(112).max(154),
    placeUrl: z.url().optional(),
  }),
  contact: z.strictObject({
    /** Any Australian form: +61 7 5555 1234, (07) 5555 1234, 0755551234. */
    phone: z
      .string()
      .regex(/^[+\d\s()-]{8,20}$/, 'a phone number')
      .optional(),
    landlinePhone: z
      .string()
      .regex(/^[+\d\s()-]{8,20}$/, 'a phone number')
      .optional(),
    email: z.email().optional(),
    openingHours: weekSchema.default([]),
  }),
  leads: z
    .strictObject({
      email: leadEmailAddresses
        .nullable()
        .default(null)
        .describe(
          'Where the people of this location read its leads (one address or a list); null: the site’s leads.email.to, else its contact.email.',
        ),
      adfEmail: leadEmailAddresses
        .nullable()
        .default(null)
        .describe(
          'This location’s CRM intake address for the ADF e-mail (one address or a list); null: the site’s leads.email.adf.',
        ),
    })
    .prefault({})
    .describe(
      'Where the leads this location answers are e-mailed: a lead goes to the dealership the shopper chose, else the vehicle’s, else the site’s primary sales location.',
    ),
});

export type Location = z.infer<typeof locationSchema>;

/** The location's own type's week lives in contact.openingHours, never twice. */
function ownTypeNotInDepartmentHours(
  location: Location,
  index: number,
  ctx: z.RefinementCtx,
): void {
  if (location.departmentHours[location.locationType] !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: [index, 'departmentHours', location.locationType],
      message: `the location’s own type (${location.locationType}) keeps its hours in contact.openingHours`,
    });
  }
}

export const locationsFileSchema = z
  .array(locationSchema)
  .min(1, 'a site needs at least one location')
  .superRefine((locations, ctx) => {
    const seen = new Set<string>();
    locations.forEach((location, index) => {
      if (seen.has(location.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `duplicate id "${location.id}"`,
        });
      }
      seen.add(location.id);
      ownTypeNotInDepartmentHours(location, index, ctx);
    });
  });

/**
 * The IANA zone of each state's clock (ACT keeps Sydney's): what "today" is for a location, for
 * its holiday hours and its reviews' dates.
 */
export const STATE_TIME_ZONES = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
} as const satisfies Record<Location['address']['state'], string>;

export const locationTimeZone = (location: Pick<Location, 'address'>): string =>
  STATE_TIME_ZONES[location.address.state];
