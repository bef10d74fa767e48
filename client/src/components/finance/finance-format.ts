import type { RepaymentFrequency } from '@forecourt/schema/finance/repayment';
import { formatNumber } from '@forecourt/schema/numbers/format-number';

/** How the calculator and the estimate line write figures that are not whole dollars. */
const upToTwoDecimals = (n: number) => formatNumber(n, { maximumFractionDigits: 2 });

/** A percentage: 8.99 → "8.99%". */
export function formatPercent(percent: number): string {
  return `${upToTwoDecimals(percent)}%`;
}

/** An annual rate as shoppers read it: 8.99 → "8.99% p.a.". */
export function formatRate(percent: number): string {
  return `${formatPercent(percent)} p.a.`;
}

/** A loan term: 1 → "1 year", 4.5 → "4.5 years". */
export function formatYears(years: number): string {
  return `${upToTwoDecimals(years)} ${years === 1 ? 'year' : 'years'}`;
}

/** A money field's text once the shopper leaves it: 45000 → "45,000" (the "$" sits beside it). */
export function formatAmountInput(amount: number): string {
  return upToTwoDecimals(amount);
}

/** A rate field's text once the shopper leaves it: 8.5 → "8.5". */
export function formatRateInput(percent: number): string {
  return upToTwoDecimals(percent);
}

/** Written after a repayment: "$147 per week". */
export const PER_PERIOD: Readonly<Record<RepaymentFrequency, string>> = {
  week: 'per week',
  fortnight: 'per fortnight',
  month: 'per month',
};

const FREQUENCIES_BY_ENUM: Readonly<Record<string, RepaymentFrequency>> = {
  WEEK: 'week',
  FORTNIGHT: 'fortnight',
  MONTH: 'month',
};

/**
 * The schema's RepaymentFrequency value (WEEK…) as the shared maths names it (week…), or null
 * for a value this build of the page does not know yet.
 */
export function toRepaymentFrequency(value: string): RepaymentFrequency | null {
  return FREQUENCIES_BY_ENUM[value] ?? null;
}
