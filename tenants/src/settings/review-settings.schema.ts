import { z } from 'zod';

/**
 * Where a site's location reviews come from and when they show (spec 2 §5, §9). The Google key
 * itself never sits in a settings file: the setting names the environment variable holding it.
 */

export const DEFAULT_MINIMUM_AVERAGE = 4;
export const DEFAULT_REVIEWS_PER_PAGE = 12;
export const MAX_REVIEWS_PER_PAGE = 50;
export const DEFAULT_GOOGLE_API_KEY_ENV = 'GOOGLE_PLACES_API_KEY';

export const reviewSettingsSchema = z
  .strictObject({
    source: z
      .enum(['file', 'googlePlaces'])
      .default('file')
      .describe(
        'file: the site folder’s reviews.json; googlePlaces: each location’s Google reviews (by its googlePlaceId).',
      ),
    minimumAverage: z
      .number()
      .min(0)
      .max(5)
      .default(DEFAULT_MINIMUM_AVERAGE)
      .describe('Reviews show only for a location whose average rating is above this.'),
    hidden: z.boolean().default(false).describe('Hide every review and rating of the site.'),
    shownPerPage: z
      .number()
      .int()
      .min(1)
      .max(MAX_REVIEWS_PER_PAGE)
      .default(DEFAULT_REVIEWS_PER_PAGE)
      .describe('Reviews per page of a location’s review list.'),
    googleApiKeyEnv: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'an environment variable name, e.g. GOOGLE_PLACES_API_KEY')
      .default(DEFAULT_GOOGLE_API_KEY_ENV)
      .describe(
        'The environment variable holding the Google Places API key (the key is never written in a file); without it Google reviews are not fetched.',
      ),
    cacheHours: z
      .number()
      .min(1)
      .max(72)
      .default(6)
      .describe('How long a place’s Google reviews are kept before they are asked for again.'),
  })
  .prefault({})
  .describe('Location reviews: their source and when they show.');
