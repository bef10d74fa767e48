import { z } from 'zod';
import { CAR_TYPES, ITEM_TYPES } from '../stock/car-record.schema.js';
import { path } from './setting-primitives.js';
import { SORT_OPTIONS, type SortOption } from '@forecourt/schema/search/search-vocabulary';

/** Spec 2 §9: the four on by default. */
export const DEFAULT_SORT_OPTIONS: SortOption[] = [
  'mostRelevant',
  'latest',
  'highestPrice',
  'lowestPrice',
];

export const DEFAULT_RECENTLY_SOLD_DAYS = 3;
export const DEFAULT_PAGE_SIZE = 21;
export const DEFAULT_POPULAR_MAKES_COUNT = 20;
/** Spec 2 §9: the price slider's defaults. */
export const DEFAULT_PRICE_SLIDER = { min: 5_000, max: 250_000, step: 500 };

const stockFilterSchema = z
  .strictObject({
    carTypes: z
      .array(z.enum(CAR_TYPES))
      .default([])
      .describe('Only these car types are shown (e.g. a used-only dealer); empty: all.'),
    itemTypes: z
      .array(z.enum(ITEM_TYPES))
      .default([])
      .describe('Only these kinds of vehicle are shown; empty: all.'),
    onlyShownOnDealerWebsite: z
      .boolean()
      .default(true)
      .describe('Hide vehicles the feed marks as not for the dealer website.'),
  })
  .prefault({})
  .describe('Which of the stock the site shows at all.');

export const searchSchema = z
  .strictObject({
    stockFilter: stockFilterSchema,
    sortOptions: z
      .array(z.enum(SORT_OPTIONS))
      .min(1)
      .default(DEFAULT_SORT_OPTIONS)
      .describe('The sort orders the shopper can choose, in the order listed.'),
    defaultSort: z
      .enum(SORT_OPTIONS)
      .default('mostRelevant')
      .describe('The sort order a search opens with; one of sortOptions.'),
    pageSize: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(DEFAULT_PAGE_SIZE)
      .describe('Vehicles per page of results.'),
    priceAscendingExcludesZero: z
      .boolean()
      .default(false)
      .describe('Sorting by lowest price leaves out vehicles priced 0 ("Enquire for price").'),
    popularMakesCount: z
      .number()
      .int()
      .min(0)
      .max(100)
      .default(DEFAULT_POPULAR_MAKES_COUNT)
      .describe('How many makes the make filter lists as popular, before the rest.'),
    recentlySoldDays: z
      .number()
      .int()
      .min(0)
      .max(365)
      .default(DEFAULT_RECENTLY_SOLD_DAYS)
      .describe('Sold vehicles stay reachable and listed for this many days after sale.'),
    usedCarTypeLevel: z
      .boolean()
      .default(false)
      .describe(
        'Vehicle breadcrumbs add a /used-car/{car-type}/ level after /search/{car-type}/ (spec 2 §2, the used-car site); that path shows the same search as /search/{car-type}.',
      ),
    emptyResultsRefreshPath: path
      .default('/special-offers')
      .describe('Where "Clear Filters" of a search with no results goes.'),
    priceSlider: z
      .strictObject({
        min: z
          .number()
          .int()
          .min(0)
          .default(DEFAULT_PRICE_SLIDER.min)
          .describe('Lowest price in dollars.'),
        max: z
          .number()
          .int()
          .positive()
          .default(DEFAULT_PRICE_SLIDER.max)
          .describe('Highest price in dollars.'),
        step: z
          .number()
          .int()
          .positive()
          .default(DEFAULT_PRICE_SLIDER.step)
          .describe('Dollars per step.'),
      })
      .prefault({})
      .refine((slider) => slider.max - slider.min >= slider.step, {
        message: 'max must exceed min by at least one step',
      })
      .describe('Bounds and step of the price filter’s slider.'),
    saveButtonsNeedPhotos: z
      .boolean()
      .default(false)
      .describe(
        'Favourite and compare toggles show only on vehicles with photos (spec 1 §5, "one mode").',
      ),
  })
  .prefault({})
  .describe('Search pages: which stock, sort orders, page size, filters.')
  .superRefine((search, ctx) => {
    if (!search.sortOptions.includes(search.defaultSort)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultSort'],
        message: `"${search.defaultSort}" is not one of sortOptions`,
      });
    }
  });
