import { z } from 'zod';
import { text } from './setting-primitives.js';

/**
 * The shopper's "my garage" page (spec 2 §2): one page gathering their watchlist, favourites,
 * compare list and recently viewed vehicles. The old sites had a dealer-branded address each
 * (/mymotorama, /mybigboxcars, …) and a few dealers had none: both are this one setting.
 */
export const DEFAULT_GARAGE_PATH = '/my-garage';
export const DEFAULT_GARAGE_TITLE = 'My Garage';

/** One address segment of lower-case words, so it is served beside the site's content pages. */
const garagePath = z
  .string()
  .regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a one-segment path of lower-case words, e.g. /my-garage');

export const garageSettingsSchema = z
  .strictObject({
    enabled: z
      .boolean()
      .default(true)
      .describe(
        'Offer the garage page. Off: its paths answer 404 and nothing on the site links to it.',
      ),
    paths: z
      .array(garagePath)
      .min(1)
      .max(5)
      .refine((paths) => new Set(paths).size === paths.length, 'each path once')
      .default([DEFAULT_GARAGE_PATH])
      .describe(
        'The addresses that show the garage (the first is the one linked to), e.g. ["/mymotorama", "/my-garage"]. An address the site already uses for another page shows that page instead.',
      ),
    title: text
      .max(60)
      .default(DEFAULT_GARAGE_TITLE)
      .describe('The page’s heading and the name its links show.'),
  })
  .prefault({})
  .describe(
    'The shopper’s garage page: their watchlist, saved lists and recently viewed vehicles.',
  );
