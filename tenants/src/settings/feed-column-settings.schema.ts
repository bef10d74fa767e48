import { z } from 'zod';
import { resolveFeedPath } from '../stock/feed/feed-field-paths.js';

/**
 * A dealer's export whose column names no built-in spelling covers ("Odometer Reading", "Yard
 * Code") is read through this mapping instead of a code change for that dealer.
 */
export const feedColumnSettingsSchema = z
  .record(
    z
      .string()
      .trim()
      .min(1)
      .describe(
        'A column of the site’s stock feed, as its header (or a JSON feed’s key) spells it.',
      ),
    z
      .string()
      .min(1)
      .describe(
        'The car field the column holds, as a field path of the car record: km, locationId, stockNumber, variant.cylinders …',
      ),
  )
  .superRefine((mapping, ctx) => {
    for (const [column, field] of Object.entries(mapping)) {
      if (!resolveFeedPath(field.split('.'))) {
        ctx.addIssue({ code: 'custom', path: [column], message: `"${field}" names no car field` });
      }
    }
  })
  .default({})
  .describe(
    'The site’s own stock feed column names, each mapped to the car field it holds, e.g. {"Odometer (km)": "km", "Yard": "locationId"}. Read before the built-in spellings of dealer exports (Stock No, Kms, Rego, Body Type, Yard …), so a mapping also overrides one of them.',
  );
export type FeedColumnSettings = z.infer<typeof feedColumnSettingsSchema>;
