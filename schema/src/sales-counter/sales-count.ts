/**
 * The sales counter's figure (spec 2 §9): sales "this month" grow by a fixed number a day and one
 * sale every so many seconds through the day, on Brisbane's clock. The server renders it and the
 * browser recomputes it, so both must run this one function to show the same figure.
 */

import { dateFormatOnFirstUse } from '../time/date-format.js';

/** Spec 2 §9: the counter's clock. Queensland keeps no daylight saving, so it is always UTC+10. */
export const SALES_COUNTER_TIME_ZONE = 'Australia/Brisbane';
/** Spec 2 §9: sales added for each whole day of the month gone by. */
export const DEFAULT_SALES_PER_DAY = 192;
/** Spec 2 §9: one more sale every this many seconds of the current day. */
export const DEFAULT_SECONDS_PER_SALE = 450;
/** Spec 2 §4: how often the browser recomputes the figure. */
export const SALES_COUNTER_REFRESH_MS = 150_000;
/** Spec 2 §4: how long the count-up to a new figure takes. */
export const SALES_COUNTER_COUNT_UP_MS = 2_000;

export interface SalesCountRule {
  salesPerDay: number;
  secondsPerSale: number;
}

const DEFAULT_RULE: SalesCountRule = {
  salesPerDay: DEFAULT_SALES_PER_DAY,
  secondsPerSale: DEFAULT_SECONDS_PER_SALE,
};

// Built once: formatting parts is the costly step, and the counter asks every 150 s per tab.
const brisbaneClock = dateFormatOnFirstUse('en-AU', {
  timeZone: SALES_COUNTER_TIME_ZONE,
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** Day of the month and seconds since midnight of `instant` on Brisbane's clock. */
export function brisbaneDayAndSeconds(instant: Date): { day: number; secondsOfDay: number } {
  const parts = brisbaneClock().formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  // Some engines write midnight as 24 even with h23.
  const hour = part('hour') % 24;
  return { day: part('day'), secondsOfDay: hour * 3600 + part('minute') * 60 + part('second') };
}

/**
 * (day of month − 1) × sales per day + seconds of the day ÷ seconds per sale, rounded down to a
 * whole sale, for `instant` on Brisbane's clock whatever the clock of the machine running it.
 */
export function salesThisMonth(instant: Date, rule: SalesCountRule = DEFAULT_RULE): number {
  const { day, secondsOfDay } = brisbaneDayAndSeconds(instant);
  return Math.floor((day - 1) * rule.salesPerDay + secondsOfDay / rule.secondsPerSale);
}

/**
 * The instant after `instant` at which the figure next changes: the next whole sale of the day, or
 * Brisbane's midnight (a new day's count) when that comes first. Brisbane is a whole number of
 * hours from UTC, so its seconds turn with UTC's. A figure served from a cache holds until then.
 */
export function nextSaleAt(instant: Date, rule: SalesCountRule = DEFAULT_RULE): Date {
  const { secondsOfDay } = brisbaneDayAndSeconds(instant);
  const nextSale = (Math.floor(secondsOfDay / rule.secondsPerSale) + 1) * rule.secondsPerSale;
  const secondsOn = Math.min(nextSale, SECONDS_A_DAY) - secondsOfDay;
  const startOfSecond = Math.floor(instant.getTime() / 1000) * 1000;
  return new Date(startOfSecond + secondsOn * 1000);
}

const SECONDS_A_DAY = 86_400;
