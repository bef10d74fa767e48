import type { CarStatus } from '@forecourt/tenants/stock/car-record.schema';
import { weightedTable, type SeededRandom } from './seeded-random.js';

export const DAY_MS = 86_400_000;

/**
 * The status mix of the demo stock, in percent: most cars in stock, some sold within the
 * recently-sold window (so sold pages and tags show), some sold long ago (hidden), a few coming.
 */
const STATUS_MIX = weightedTable(
  [
    [{ status: 'in_stock', soldDaysAgo: null }, 80],
    [{ status: 'coming_soon', soldDaysAgo: null }, 5],
    [{ status: 'sold', soldDaysAgo: [0, 2] }, 4],
    [{ status: 'sold', soldDaysAgo: [3, 29] }, 5],
    [{ status: 'sold', soldDaysAgo: [30, 300] }, 6],
  ] as const,
  'status mix',
);

/** Cars in stock were listed within this many days… */
const LISTING_WINDOW_DAYS = 200;
/** …and this share of them within the new-arrival window (spec 1 §9: 8 days). */
const NEW_ARRIVAL_SHARE = 0.12;
const NEW_ARRIVAL_WINDOW_DAYS = 8;
/** Coming-soon cars were announced recently. */
const COMING_SOON_WINDOW_DAYS = 14;
/** How long a sold car had been listed before it sold. */
const DAYS_ON_SALE: readonly [number, number] = [3, 120];

export interface Timeline {
  status: CarStatus;
  createdAtMs: number;
  updatedAtMs: number;
  soldAtMs: number | undefined;
}

function daysAgo(nowMs: number, days: number): number {
  return Math.round(nowMs - days * DAY_MS);
}

export function drawTimeline(rng: SeededRandom, nowMs: number): Timeline {
  const { status, soldDaysAgo } = rng.weighted(STATUS_MIX);
  if (soldDaysAgo) {
    const soldAtMs = daysAgo(nowMs, rng.float(soldDaysAgo[0], soldDaysAgo[1] + 1));
    const createdAtMs = soldAtMs - Math.round(rng.float(DAYS_ON_SALE[0], DAYS_ON_SALE[1]) * DAY_MS);
    // The feed updates a car when it sells.
    const updatedAtMs = Math.min(nowMs, soldAtMs + rng.int(0, 3_600_000));
    return { status, createdAtMs, updatedAtMs, soldAtMs };
  }
  const windowDays =
    status === 'coming_soon'
      ? COMING_SOON_WINDOW_DAYS
      : rng.chance(NEW_ARRIVAL_SHARE)
        ? NEW_ARRIVAL_WINDOW_DAYS
        : LISTING_WINDOW_DAYS;
  const createdAtMs = daysAgo(nowMs, rng.float(0, windowDays));
  // Some listings were never edited; the rest were updated (price, photos) since.
  const updatedAtMs = rng.chance(0.3) ? createdAtMs : Math.round(rng.float(createdAtMs, nowMs));
  return { status, createdAtMs, updatedAtMs, soldAtMs: undefined };
}

/** YYYY-MM-DD of an instant (UTC). */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Build and compliance dates for a model year, never after `latestMs` (the car was listed by
 * then): built during its model year, complied within three months.
 */
export function drawBuildDates(
  rng: SeededRandom,
  year: number,
  latestMs: number,
): { buildMs: number; complianceMs: number } {
  const yearStart = Date.UTC(year, 0, 1);
  const yearEnd = Math.min(Date.UTC(year + 1, 0, 1) - DAY_MS, latestMs);
  const buildMs = Math.round(rng.float(yearStart, Math.max(yearStart, yearEnd)));
  const complianceMs = Math.min(latestMs, buildMs + rng.int(7, 90) * DAY_MS);
  return { buildMs: Math.min(buildMs, complianceMs), complianceMs };
}
