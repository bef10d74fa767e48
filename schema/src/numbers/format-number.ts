/**
 * Numbers as Australians read them ("12,345.6", "$24,990", "-$1,234.50"), written out here
 * rather than with `Intl.NumberFormat`, and the same on the server and in the browser. Why by
 * hand: the first Intl object a page makes costs the browser its locale data, 12–38 ms of main
 * thread in Chromium on our machine (whichever kind it is; later ones about 0.1 ms), and a
 * vehicle or search page made its first while hydrating, in one of its longest tasks. The
 * output is Intl's `en-AU` output for these options (format-number.test.ts compares them):
 * groups of three with commas, a point, halves rounded away from zero on the number's shortest
 * decimal form (as ICU rounds), and a minus before the dollar sign.
 */

export interface NumberFormatOptions {
  /** Decimals always shown (default 0). */
  minimumFractionDigits?: number;
  /** Decimals at most (default 0, or the minimum when that is larger). */
  maximumFractionDigits?: number;
  /** Australian dollars: a dollar sign after any minus. */
  currency?: boolean;
}

const GROUP = /\B(?=(\d{3})+(?!\d))/g;

/** A number's digits without its sign, in plain decimal notation (no exponent). */
function plainDigits(magnitude: number): string {
  const shortest = String(magnitude);
  if (!shortest.includes('e')) return shortest;
  // Very large or very small: exact enough for the places any caller shows.
  return magnitude >= 1 ? BigInt(Math.round(magnitude)).toString() : magnitude.toFixed(20);
}

/** `digits` ("123.4567") rounded to `places` decimals, halves away from zero. */
function roundDecimal(digits: string, places: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = digits.split('.');
  if (fraction.length <= places) return { whole, fraction };
  const kept = BigInt(whole + fraction.slice(0, places)) + (fraction[places]! >= '5' ? 1n : 0n);
  const text = kept.toString().padStart(places + 1, '0');
  return { whole: text.slice(0, text.length - places), fraction: text.slice(text.length - places) };
}

export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  const { minimumFractionDigits = 0, currency = false } = options;
  const maximumFractionDigits = Math.max(
    options.maximumFractionDigits ?? minimumFractionDigits,
    minimumFractionDigits,
  );
  const negative = value < 0 || Object.is(value, -0);
  const sign = negative ? '-' : '';
  const symbol = currency ? '$' : '';
  if (Number.isNaN(value)) return `${symbol}NaN`;
  if (!Number.isFinite(value)) return `${sign}${symbol}∞`;
  const { whole, fraction } = roundDecimal(plainDigits(Math.abs(value)), maximumFractionDigits);
  let shown = fraction.replace(/0+$/, '');
  if (shown.length < minimumFractionDigits) shown = shown.padEnd(minimumFractionDigits, '0');
  const grouped = whole.replace(GROUP, ',');
  return `${sign}${symbol}${grouped}${shown ? `.${shown}` : ''}`;
}
