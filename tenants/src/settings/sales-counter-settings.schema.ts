import {
  DEFAULT_SALES_PER_DAY,
  DEFAULT_SECONDS_PER_SALE,
} from '@forecourt/schema/sales-counter/sales-count';
import { z } from 'zod';
import { text } from './setting-primitives.js';

/**
 * The "Sales this Month" banner (spec 2 §2, §9): off unless a site turns it on. Its figure is a
 * rule of the day of the month and the time on Brisbane's clock, not a count of real sales, so
 * a dealer tunes how fast it grows.
 */
export const DEFAULT_SALES_COUNTER_TITLE = 'Sales this Month';

export const salesCounterSettingsSchema = z
  .strictObject({
    enabled: z
      .boolean()
      .default(false)
      .describe('Show the sales counter banner (on pages that mount it, such as the home page).'),
    title: text.default(DEFAULT_SALES_COUNTER_TITLE).describe('The banner’s title.'),
    salesPerDay: z
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(DEFAULT_SALES_PER_DAY)
      .describe('Sales added for each whole day of the month gone by (on Brisbane’s clock).'),
    secondsPerSale: z
      .number()
      .int()
      .min(1)
      .max(86_400)
      .default(DEFAULT_SECONDS_PER_SALE)
      .describe('One more sale every this many seconds of the current day (Brisbane’s clock).'),
  })
  .prefault({})
  .describe(
    'The "Sales this Month" counter: (day of month − 1) × salesPerDay + seconds of the day ÷ secondsPerSale, rounded down, on Brisbane’s clock; the browser recounts every 150 s.',
  );

export type SalesCounterSettings = z.infer<typeof salesCounterSettingsSchema>;
