import { z } from 'zod';
import { licenceLabel, STANDARD_LICENCE_LABELS } from '../location.schema.js';
import { path, phoneNumber, text } from './setting-primitives.js';

/**
 * How the site's location cards, location pages and the holiday-hours dialog behave (spec 2 §2,
 * §4). Each special case of the old sites is a setting here whose default is the common card.
 */

export const BY_APPOINTMENT_ONLY = 'By appointment only';
export const ENQUIRE_NOW = 'Enquire Now';

const closedDayNoteSchema = z
  .discriminatedUnion('kind', [
    z
      .strictObject({ kind: z.literal('byAppointmentOnly') })
      .describe(`A Closed day reads "${BY_APPOINTMENT_ONLY}".`),
    z
      .strictObject({
        kind: z.literal('enquireNow'),
        path: path.describe(
          'The page the link opens, e.g. /contact-us/{slug} ({slug}: the location’s own contact page) or /service.',
        ),
      })
      .describe(`A Closed day shows an "${ENQUIRE_NOW}" link to a page of the site.`),
  ])
  .nullable()
  .default(null);

export type ClosedDayNoteSetting = z.infer<typeof closedDayNoteSchema>;

export const locationSettingsSchema = z
  .strictObject({
    directionsInNewTab: z
      .boolean()
      .default(false)
      .describe('Get Directions opens the map in a new tab.'),
    extraLicenceLabels: z
      .array(licenceLabel)
      .max(5)
      .default([])
      .refine(
        (labels) =>
          !labels.some((label) => (STANDARD_LICENCE_LABELS as readonly string[]).includes(label)),
        `DL, CL and MRB are always shown; list only other labels`,
      )
      .describe(
        'Licence labels besides DL, CL and MRB that this site’s locations carry (e.g. LMCT), shown after them in this order.',
      ),
    closedDayNotes: z
      .strictObject({
        sales: closedDayNoteSchema.describe(
          'What a Closed day of a sales week says; null: nothing.',
        ),
        service: closedDayNoteSchema.describe(
          'What a Closed day of a service week says; null: nothing.',
        ),
        parts: closedDayNoteSchema.describe(
          'What a Closed day of a parts week says; null: nothing.',
        ),
      })
      .prefault({})
      .describe('What a Closed day of the opening hours adds, per department.'),
    holidayHoursNote: text
      .max(200)
      .nullable()
      .default(null)
      .describe(
        'A note the holiday-hours dialog adds, e.g. "Site visits by appointment only"; null: none.',
      ),
    holidayHoursNotePhone: phoneNumber
      .nullable()
      .default(null)
      .describe('A phone number shown with the holiday-hours note (masked on a masking site).'),
    bookServiceUrl: z
      .url({ protocol: /^https?$/, error: 'an http(s) address' })
      .nullable()
      .default(null)
      .describe(
        'An outside service booking page for service cards; null: they link to the location’s contact page.',
      ),
    mapStyleUrl: z
      .url({ protocol: /^https$/, error: 'an https address' })
      .nullable()
      .default(null)
      .describe(
        'A MapLibre style address for an interactive map (needs the internet); null: the bundled offline map.',
      ),
    mapTileOrigins: z
      .array(z.url({ protocol: /^https$/, error: 'an https address' }))
      .max(10)
      .default([])
      .describe(
        'Other https origins the map style loads tiles, glyphs or sprites from (the style’s own origin is always allowed); the page security policy lets the map reach these and no others.',
      ),
  })
  .prefault({})
  .describe('Location cards, location pages and holiday hours.');
