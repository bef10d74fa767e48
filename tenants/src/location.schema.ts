import { z } from 'zod';
import { AUSTRALIAN_STATES } from './stock/car-record.schema.js';
import { SLUG_PATTERN } from './slugify.js';
import { leadEmailAddresses } from './settings/lead-delivery-settings.schema.js';

/** A dealership location of a site (sales yard, service centre, parts counter). */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time as HH:MM');

export const openingHoursSchema = z
  .strictObject({
    /** 0 Sunday … 6 Saturday */
    weekday: z.number().int().min(0).max(6),
    status: z.enum(['Open', 'Closed']),
    open: hhmm.optional(),
    close: hhmm.optional(),
  })
  .refine((h) => h.status === 'Closed' || (h.open !== undefined && h.close !== undefined), {
    message: 'an Open day needs open and close times',
  });

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
    openingHours: z.array(openingHoursSchema).default([]),
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
    });
  });
