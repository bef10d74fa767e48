import { formatDollars } from '../money/format-dollars.js';
import { parseAmount } from '../money/parse-amount.js';
import { formatCount } from '../numbers/format-count.js';

/**
 * Money and kilometre inputs of the lead forms (spec 2 §5, §9): a money input shows "$" and
 * thousands separators and offers quick-pick amounts; a kilometre input shows thousands separators
 * and " kms". What the shopper typed is read back into a number here, in the browser and on the
 * server alike.
 */

/** Spec 2 §9: the quick-pick amounts of a money input. */
export const MONEY_QUICK_PICKS: readonly number[] = [
  5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000,
];

/** Spec 2 §9: the alternative quick picks, $300,000 to $800,000 in steps of $100,000. */
export const HIGH_MONEY_QUICK_PICKS: readonly number[] = [
  300_000, 400_000, 500_000, 600_000, 700_000, 800_000,
];

/** Spec 2 §5: the unit after a kilometre input's number. */
export const KM_SUFFIX = ' kms';

/** "$12,500", "12500", "$ 12,500.50": an optional "$", digits with separators, at most cents. */
const MONEY_ENTRY = /^\$?\s*\d[\d,]*(\.\d{1,2})?$/;
/** "12,345 kms", "12345", "12345 km": digits with separators and an optional unit. */
const KM_ENTRY = /^\d[\d,]*(\s*kms?)?$/i;

/** A money input's text as a number of dollars; null when it is not an amount. */
export function parseMoneyInput(typed: string): number | null {
  const entry = typed.trim();
  return MONEY_ENTRY.test(entry) ? parseAmount(entry) : null;
}

/** A kilometre input's text as a number of kilometres; null when it is not a distance. */
export function parseKmInput(typed: string): number | null {
  const entry = typed.trim();
  return KM_ENTRY.test(entry) ? parseAmount(entry) : null;
}

/** What a money input shows for an amount: 12500 → "$12,500". */
export function formatMoneyInput(dollars: number): string {
  return formatDollars(dollars);
}

/** What a kilometre input shows for a distance: 12345 → "12,345 kms". */
export function formatKmInput(km: number): string {
  return `${formatCount(km)}${KM_SUFFIX}`;
}
