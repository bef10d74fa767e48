/**
 * The embedded price gauge's statistics: a market range for one vehicle from the prices of
 * comparable vehicles. Written here rather than taken from a library: what it needs is a
 * percentile and two ratios, while the judgement calls (how to adjust for age and distance, how
 * confidence grows) are product decisions a statistics package would not make for us. Vehicle
 * valuation services are paid HTTP APIs: a site that has one uses the autogauge source instead.
 */

/** Fewer comparables than this and the estimate has no confidence (the gauge is hidden). */
export const MIN_COMPARABLES = 3;
/** The range leaves out the cheapest and dearest tenth: one odd listing should not stretch it. */
export const RANGE_LOW_PERCENTILE = 0.1;
export const RANGE_HIGH_PERCENTILE = 0.9;
/**
 * Comparables are moved to the vehicle's year and distance before the range is taken, so a
 * range built mostly from newer cars does not flatter an older one. Australian used cars lose
 * roughly a tenth of their value a year and about 1.2% per 10,000 km; the comparables are at
 * most a year and a few tens of thousands of km away, so the adjustment stays small.
 */
export const VALUE_CHANGE_PER_YEAR = 0.1;
export const VALUE_CHANGE_PER_KM = 0.000_001_2;
/** Confidence from the count alone: 1 − e^(−(n − 2) / 4) — 0.22 at 3, 0.53 at 5, 0.86 at 10. */
export const CONFIDENCE_COUNT_SCALE = 4;
/** A range as wide as 60% of the middle price shows no agreement at all: confidence 0. */
export const NO_AGREEMENT_SPREAD = 0.6;

export interface Comparable {
  price: number;
  year: number;
  km: number;
}

export interface MarketEstimate {
  /** Whole dollars. */
  min: number;
  max: number;
  /** 0–1, two decimals. */
  confidence: number;
  comparableCount: number;
}

/** A comparable's price as if it were the subject's year and distance. */
export function adjustedPrice(comparable: Comparable, subject: Omit<Comparable, 'price'>): number {
  const forYear = 1 + VALUE_CHANGE_PER_YEAR * (subject.year - comparable.year);
  const forKm = 1 + VALUE_CHANGE_PER_KM * (comparable.km - subject.km);
  return comparable.price * forYear * forKm;
}

/** Linear interpolation between the closest ranks (the common "type 7" definition). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile: no values');
  const rank = p * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (rank - below) * (sorted[above]! - sorted[below]!);
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Grows with the number of comparables and with their agreement; 0 under MIN_COMPARABLES. */
export function estimateConfidence(count: number, min: number, max: number, middle: number) {
  if (count < MIN_COMPARABLES || !(middle > 0)) return 0;
  const fromCount = 1 - Math.exp(-(count - 2) / CONFIDENCE_COUNT_SCALE);
  const agreement = clamp01(1 - (max - min) / middle / NO_AGREEMENT_SPREAD);
  return round2(fromCount * agreement);
}

/** The market range of the subject from its comparables; null with none. */
export function estimateMarket(
  subject: Omit<Comparable, 'price'>,
  comparables: readonly Comparable[],
): MarketEstimate | null {
  const prices = comparables
    .filter((comparable) => comparable.price > 0)
    .map((comparable) => adjustedPrice(comparable, subject))
    .sort((a, b) => a - b);
  if (prices.length === 0) return null;
  const min = Math.round(percentile(prices, RANGE_LOW_PERCENTILE));
  const max = Math.round(percentile(prices, RANGE_HIGH_PERCENTILE));
  const middle = percentile(prices, 0.5);
  return {
    min,
    max,
    confidence: estimateConfidence(prices.length, min, max, middle),
    comparableCount: prices.length,
  };
}

/**
 * Where the listing sits in the range, the gauge's fill: 1 at or below the minimum (the best
 * deal), 0 at or above the maximum, straight in between; three decimals.
 */
export function gaugeFill(price: number, min: number, max: number): number {
  if (max <= min) return price <= min ? 1 : 0;
  return Math.round(clamp01((max - price) / (max - min)) * 1000) / 1000;
}
