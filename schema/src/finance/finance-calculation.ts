import {
  PAYMENTS_PER_YEAR,
  repayment,
  totalRepayments,
  type RepaymentFrequency,
} from './repayment.js';

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

export interface FinanceCalculationInput {
  /** Loan amount: the car price or what the shopper chose. */
  amount: number;
  deposit?: number;
  /** Financed: added to the amount borrowed. */
  establishmentFee?: number;
  /** Balloon still owed after the last repayment. */
  residual?: number;
  annualRatePercent: number;
  years: number;
  frequency: RepaymentFrequency;
  /** Spec 1 §9: rounded up to the whole dollar unless a lender variant rounds down. */
  round?: 'up' | 'down';
  /** Fees paid over the life of the loan but not financed; they only add to the total. */
  feesOnTop?: number;
}

export interface FinanceCalculation {
  /** Whole dollars per period, or null when the shopper should enquire instead. */
  repayment: number | null;
  /** Null whenever repayment is null: the total is then left blank (spec 1 §8). */
  totalRepayments: number | null;
  periods: number;
  amountFinanced: number;
}

function assertAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name}: must be a number at least 0, got ${value}`);
  }
}

/**
 * The finance calculator's figures (spec 1 §9): the repayment on the price less deposit plus
 * establishment fee, and the total of all repayments. A tiny repayment is not worth quoting, so
 * the shopper is asked to enquire instead (spec 1 §8).
 */
export function calculateFinance({
  amount,
  deposit = 0,
  establishmentFee = 0,
  residual = 0,
  annualRatePercent,
  years,
  frequency,
  round = 'up',
  feesOnTop = 0,
}: FinanceCalculationInput): FinanceCalculation {
  assertAmount('amount', amount);
  assertAmount('deposit', deposit);
  assertAmount('establishmentFee', establishmentFee);
  assertAmount('feesOnTop', feesOnTop);
  if (!Object.hasOwn(PAYMENTS_PER_YEAR, frequency)) {
    const known = Object.keys(PAYMENTS_PER_YEAR).join(', ');
    throw new RangeError(`frequency: must be one of ${known}, got ${String(frequency)}`);
  }
  const paymentsPerYear = PAYMENTS_PER_YEAR[frequency];

  // A deposit (or trade-in) above the price leaves nothing to borrow, not a negative loan.
  const amountFinanced = Math.max(0, amount - deposit + establishmentFee);
  const payment = repayment({
    principal: amountFinanced,
    annualRatePercent,
    years,
    paymentsPerYear,
    residual,
    round,
  });
  const periods = Math.round(years * paymentsPerYear);
  if (payment <= ENQUIRE_FOR_FINANCE_MAX) {
    return { repayment: null, totalRepayments: null, periods, amountFinanced };
  }
  return {
    repayment: payment,
    // The establishment fee is already inside every repayment (it is financed), so only the
    // fees paid on top are added here; adding the establishment fee would count it twice.
    totalRepayments: totalRepayments({ payment, years, paymentsPerYear, fees: feesOnTop }),
    periods,
    amountFinanced,
  };
}
