import { formatDollars } from '@forecourt/schema/money/format-dollars';

/**
 * Price and weekly-repayment bands for the priceRange and weeklyPriceRange facets. A band's value
 * is "min-max" (or "min-" for the open top band) so clients sort and filter on it numerically;
 * its label is what a shopper reads.
 */

export const WEEKLY_PRICE_BAND_EDGES = [0, 100, 150, 200, 250, 300, 400, 500];

export function bandValue(amount: number, edges: readonly number[]): string {
  for (let i = edges.length - 1; i >= 0; i--) {
    const lower = edges[i]!;
    if (amount >= lower) {
      const upper = edges[i + 1];
      return upper === undefined ? `${lower}-` : `${lower}-${upper}`;
    }
  }
  return `${edges[0]}-${edges[1]}`;
}

/** "10000-15000" → "$10,000 - $15,000"; "0-10000" → "Under $10,000"; "100000-" → "$100,000+". */
export function bandLabel(value: string): string {
  const [lower, upper] = value.split('-').map((part) => (part === '' ? undefined : Number(part)));
  if (upper === undefined) return `${formatDollars(lower ?? 0)}+`;
  if (!lower) return `Under ${formatDollars(upper)}`;
  return `${formatDollars(lower)} - ${formatDollars(upper)}`;
}

/** Lower bound of a band value, for numeric ordering. */
export function bandLowerBound(value: string): number {
  return Number(value.split('-')[0]);
}
