import { z } from 'zod';
import { text } from './setting-primitives.js';

/** Spec 2 §9: the default promo slider is 1920 px wide and 540 px high. */
export const DEFAULT_SLIDER_WIDTH = 1920;
export const DEFAULT_SLIDER_HEIGHT = 540;
export const DEFAULT_SEARCH_TILES = 2;
export const DEFAULT_SEARCH_TILE_EVERY = 6;
export const MAX_SEARCH_TILES = 6;
export const DEFAULT_SPECIAL_OFFER_TAGS = ['Runout Sale'];
export const DEFAULT_SPECIAL_OFFER_CARS = 12;

export const promotionSettingsSchema = z
  .strictObject({
    sliderWidth: z
      .number()
      .int()
      .min(320)
      .max(3840)
      .default(DEFAULT_SLIDER_WIDTH)
      .describe('Width of the promo slider’s frame in pixels; its slides keep this shape.'),
    sliderHeight: z
      .number()
      .int()
      .min(100)
      .max(2160)
      .default(DEFAULT_SLIDER_HEIGHT)
      .describe('Height of the promo slider’s frame in pixels (at sliderWidth).'),
    searchTiles: z
      .number()
      .int()
      .min(0)
      .max(MAX_SEARCH_TILES)
      .default(DEFAULT_SEARCH_TILES)
      .describe('At most this many promo tiles among the search results; 0: none.'),
    searchTileEvery: z
      .number()
      .int()
      .min(1)
      .max(50)
      .default(DEFAULT_SEARCH_TILE_EVERY)
      .describe(
        'A promo tile sits after every this many result cards (after the 6th, the 12th …); a page with fewer cards shows its tiles after the last.',
      ),
    specialOfferTags: z
      .array(text)
      .max(20)
      .default(DEFAULT_SPECIAL_OFFER_TAGS)
      .describe(
        'The car tags (spec 1 §4: a custom tag of the stock feed, e.g. Runout Sale) that make a car an offer: /special-offers lists these cars under the promotions. When none is set, or no car carries one, it lists the site’s stock instead.',
      ),
    specialOfferCars: z
      .number()
      .int()
      .min(0)
      .max(48)
      .default(DEFAULT_SPECIAL_OFFER_CARS)
      .describe('How many cars /special-offers lists; 0: none.'),
  })
  .prefault({})
  .describe(
    'Promotions (the site folder’s promotions.json): the home slider, the search page’s tiles and /special-offers. Their dates are days on the site’s clock (leadForms.timeZone, Australia/Brisbane by default).',
  );

export type PromotionSettings = z.infer<typeof promotionSettingsSchema>;
