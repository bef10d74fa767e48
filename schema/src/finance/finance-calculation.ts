import {
  PAYMENTS_PER_YEAR,
  repayment,
  totalRepayments,
  type RepaymentFrequency,
} from './repayment.js';
import { ENQUIRE_FOR_FINANCE_MAX } from './finance-wording.js';

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
