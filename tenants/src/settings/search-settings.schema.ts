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
    /** Only these car types are shown (e.g. a used-only dealer). Empty: all. */
    carTypes: z.array(z.enum(CAR_TYPES)).default([]),
    /** Only these kinds of vehicle are shown. Empty: all. */
    itemTypes: z.array(z.enum(ITEM_TYPES)).default([]),
    /** Hide cars the feed marks as not for the dealer website. */
    onlyShownOnDealerWebsite: z.boolean().default(true),
  })
  .prefault({});

export const searchSchema = z
  .strictObject({
    stockFilter: stockFilterSchema,
    sortOptions: z.array(z.enum(SORT_OPTIONS)).min(1).default(DEFAULT_SORT_OPTIONS),
    defaultSort: z.enum(SORT_OPTIONS).default('mostRelevant'),
    pageSize: z.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
    /** Sorting by lowest price leaves out cars priced 0 ("Enquire for price"). */
    priceAscendingExcludesZero: z.boolean().default(false),
    popularMakesCount: z.number().int().min(0).max(100).default(DEFAULT_POPULAR_MAKES_COUNT),
    /** Sold cars stay reachable and listed for this many days after sale. */
    recentlySoldDays: z.number().int().min(0).max(365).default(DEFAULT_RECENTLY_SOLD_DAYS),
    /** Where "Clear Filters" of the empty-results state goes. */
    emptyResultsRefreshPath: path.default('/special-offers'),
    /** Bounds and step of the price range slider. */
    priceSlider: z
      .strictObject({
        min: z.number().int().min(0).default(DEFAULT_PRICE_SLIDER.min),
        max: z.number().int().positive().default(DEFAULT_PRICE_SLIDER.max),
        step: z.number().int().positive().default(DEFAULT_PRICE_SLIDER.step),
      })
      .prefault({})
      .refine((slider) => slider.max - slider.min >= slider.step, {
        message: 'max must exceed min by at least one step',
      }),
    /** Favourite and compare toggles also need the car to have photos (spec 1 §5, "one mode"). */
    saveButtonsNeedPhotos: z.boolean().default(false),
  })
  .prefault({})
  .superRefine((search, ctx) => {
    if (!search.sortOptions.includes(search.defaultSort)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultSort'],
        message: `"${search.defaultSort}" is not one of sortOptions`,
      });
    }
  });
