import type { RepaymentFrequency } from './repayment.js';

/**
 * How finance figures are worded, apart from the maths (finance-calculation.ts), so that a page
 * that only shows a quoted estimate does not carry the calculator's code.
 */

/** Spec 1 §8: a repayment of this many dollars or less is not quoted. */
export const ENQUIRE_FOR_FINANCE_MAX = 25;
/** Spec 1 §8: shown instead of a repayment of ENQUIRE_FOR_FINANCE_MAX dollars or less. */
export const ENQUIRE_FOR_FINANCE_TEXT = 'Enquire for Finance';

/** Spec 1 §9: how each frequency is abbreviated after an amount ("$147/wk"). */
export const FREQUENCY_ABBREVIATIONS: Readonly<Record<RepaymentFrequency, string>> = {
  week: 'wk',
  fortnight: 'fn',
  month: 'mo',
};

/** The frequency choices as the calculator labels them. */
export const FREQUENCY_LABELS: Readonly<Record<RepaymentFrequency, string>> = {
  week: 'Weekly',
  fortnight: 'Fortnightly',
  month: 'Monthly',
};

/** Spec 1 §9: the loan every quoted comparison rate is based on. */
export const COMPARISON_RATE_BASIS =
  'Comparison rate based on a 5-year secured fixed rate loan of $30,000.';

/**
 * The warning Australian consumer credit law requires next to a comparison rate, because the
 * rate only holds for the example loan of COMPARISON_RATE_BASIS.
 */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all ' +
  'fees and charges. Different terms, fees or other loan amounts might result in a different ' +
  'comparison rate.';
