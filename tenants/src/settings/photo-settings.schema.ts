import { z } from 'zod';

/**
 * Where a car's photos come from:
 * - 'generated-drawings': studio pictures drawn from the car's record (type, body, colour) and
 *   served by the platform under /media/; for sites whose stock has no photos of its own (the
 *   demo sites and their generated stock).
 * - 'feed': the photos the stock feed lists for each car (`photo_urls`), fetched from the
 *   dealer's host, resized and served by the platform under /media/ (see the README's Photos);
 *   its spin frames (`spin_frame_urls`) shown as they are; a real dealer's photos.
 */
export const PHOTO_SOURCES = ['generated-drawings', 'feed'] as const;
export type PhotoSource = (typeof PHOTO_SOURCES)[number];

export const photoSettingsSchema = z
  .strictObject({
    source: z
      .enum(PHOTO_SOURCES)
      .default('generated-drawings')
      .describe(
        'Where the cars’ photos and 360° spin frames come from: generated-drawings (studio pictures drawn from each car’s record, served under /media/; for stock with no photos of its own, like the demo sites) or feed (the photos the stock feed lists for each car, photo_urls, and its spin frames, spin_frame_urls, fetched from the dealer’s host, resized and served under /media/).',
      ),
  })
  .prefault({})
  .describe('The cars’ photos.');
export type PhotoSettings = z.infer<typeof photoSettingsSchema>;
