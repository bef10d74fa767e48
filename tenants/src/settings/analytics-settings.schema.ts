import { z } from 'zod';

/** A Meta (Facebook) pixel id: the digits Events Manager shows for the pixel. */
const META_PIXEL_ID = /^\d{5,20}$/;

export const analyticsSettingsSchema = z
  .strictObject({
    metaPixelId: z
      .string()
      .regex(META_PIXEL_ID, 'the pixel’s id: digits only, as Events Manager shows it')
      .nullable()
      .default(null)
      .describe(
        'The dealer’s Meta (Facebook) pixel: pages load it, count a PageView once per page, ' +
          'and tell it which vehicle a shopper views (ViewContent) or saves (AddToWishlist), ' +
          'with the vehicle fields of Meta’s vehicle catalogue. null: no pixel.',
      ),
  })
  .prefault({})
  .describe('Analytics the site’s pages report to, beside the site’s own activity records.');

export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;
