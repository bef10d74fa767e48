import { formatNumber } from '../numbers/format-number.js';
import { parseAmount } from '../money/parse-amount.js';

/** The range and step of one finance calculator input (spec 1 §5). */
export interface NumberBounds {
  min: number;
  max: number;
  step: number;
}

/** Spec 1 §5: the default bounds; sites and providers narrow or widen them through settings. */
export const LOAN_AMOUNT_BOUNDS: NumberBounds = { min: 1000, max: 100_000, step: 500 };
export const TERM_YEAR_BOUNDS: NumberBounds = { min: 1, max: 7, step: 0.5 };
export const INTEREST_RATE_BOUNDS: NumberBounds = { min: 0.5, max: 15, step: 0.5 };
export const DEPOSIT_BOUNDS: NumberBounds = { min: 0, max: 250_000, step: 0.5 };
export const RESIDUAL_BOUNDS: NumberBounds = { min: 0, max: 250_000, step: 0.5 };

function assertBounds({ min, max, step }: NumberBounds): void {
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) {
    throw new RangeError(`bounds: min must not be more than max, got min ${min} and max ${max}`);
  }
  if (!Number.isFinite(step) || step <= 0) {
    throw new RangeError(`bounds: step must be a number more than 0, got ${step}`);
  }
}

/** Digits after the decimal point, so sums of steps can be rounded back to what was meant. */
function decimalPlaces(n: number): number {
  const [mantissa = '', exponent] = String(n).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** min + k·step, without binary floating-point noise (0.1 + 0.2 must read 0.3). */
function onGrid(bounds: NumberBounds, k: number): number {
  const places = Math.max(decimalPlaces(bounds.min), decimalPlaces(bounds.step));
  return Number((bounds.min + k * bounds.step).toFixed(places));
}

/** Spec 1 §5: an unreadable or negative value becomes 0, then values beyond the bounds clamp. */
export function clampToBounds(value: number, bounds: NumberBounds): number {
  assertBounds(bounds);
  const cleaned = Number.isNaN(value) || value < 0 ? 0 : value;
  return Math.min(bounds.max, Math.max(bounds.min, cleaned));
}

/** What a shopper typed ("$1,250.50") as a number within the bounds. */
export function parseClamped(typed: string, bounds: NumberBounds): number {
  return clampToBounds(parseAmount(typed), bounds);
}

/**
 * The slider stop nearest the value: min plus a whole number of steps, or max itself, so the
 * cap stays reachable when it is not a whole number of steps from min (e.g. 1.05 × price).
 */
export function snapToStep(value: number, bounds: NumberBounds): number {
  const clamped = clampToBounds(value, bounds);
  const k = Math.floor((clamped - bounds.min) / bounds.step);
  const below = onGrid(bounds, k);
  const above = Math.min(bounds.max, onGrid(bounds, k + 1));
  // Halfway rounds up, as a slider's own rounding does.
  return clamped - below < above - clamped ? below : above;
}

const plainNumber = (n: number) => formatNumber(n, { maximumFractionDigits: 4 });

/** Spec 1 §5: the help text under a calculator input, e.g. "Cannot be less than 1 or more than 7". */
export function boundsHelpText(
  bounds: NumberBounds,
  format: (n: number) => string = (n) => plainNumber(n),
): string {
  assertBounds(bounds);
  return `Cannot be less than ${format(bounds.min)} or more than ${format(bounds.max)}`;
}

/**
 * The terms a shopper can pick, in years, ascending. A site's own list of year increments
 * replaces the range (spec 1 §5); otherwise every step from min to max.
 */
export function termYearOptions(source: NumberBounds | readonly number[]): number[] {
  if (isYearList(source)) {
    if (source.length === 0) {
      throw new RangeError('term years: a custom list needs at least one value');
    }
    for (const years of source) {
      if (!Number.isFinite(years) || years <= 0) {
        throw new RangeError(`term years: each value must be a number more than 0, got ${years}`);
      }
    }
    return [...new Set(source)].sort((a, b) => a - b);
  }
  assertBounds(source);
  if (source.min <= 0) {
    throw new RangeError(`term years: min must be more than 0, got ${source.min}`);
  }
  // The small allowance keeps max as an option when (max − min) / step lands just under a whole.
  const count = Math.floor((source.max - source.min) / source.step + 1e-9) + 1;
  return Array.from({ length: count }, (_, k) => onGrid(source, k));
}

function isYearList(source: NumberBounds | readonly number[]): source is readonly number[] {
  return Array.isArray(source);
}

/**
 * The option closest to a value, e.g. a lender's 6-year term on a site offering 1, 3 and 5 years.
 * A tie goes to the smaller option; an unreadable or negative value counts as 0, as when clamping.
 */
export function nearestOption(value: number, options: readonly number[]): number {
  const target = Number.isNaN(value) || value < 0 ? 0 : value;
  let best: number | undefined;
  for (const option of options) {
    const closer =
      best === undefined ||
      Math.abs(option - target) < Math.abs(best - target) ||
      (Math.abs(option - target) === Math.abs(best - target) && option < best);
    if (closer) best = option;
  }
  if (best === undefined) throw new RangeError('options: needs at least one value');
  return best;
}
