import { calculateFinance } from '@forecourt/schema/finance/finance-calculation';
import type { RepaymentFrequency } from '@forecourt/schema/finance/repayment';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import type { FinanceCalculatorBounds } from '../../finance/finance-calculator-bounds.js';
import type { InputIssue } from '../common/input-validation-error.js';

/**
 * The finance step: pay cash, or finance with the calculator's quote. The repayment is worked out
 * here with the calculator's own maths (schema/finance) on the site's bounds for this car, so the
 * dealer is sent the figure the shopper saw, never one the browser claims.
 */

export type CheckoutFinanceMethod = 'cash' | 'finance';

export interface CheckoutFinanceInput {
  method: CheckoutFinanceMethod;
  deposit?: number | null | undefined;
  termYears?: number | null | undefined;
  frequency?: RepaymentFrequency | null | undefined;
}

export type CheckoutFinance =
  | { method: 'cash' }
  | {
      method: 'finance';
      deposit: number;
      termYears: number;
      frequency: RepaymentFrequency;
      interestRate: number;
      establishmentFee: number;
      amountFinanced: number;
      /** Whole dollars a period; null: the loan is too small to quote (enquire instead). */
      repayment: number | null;
      totalRepayments: number | null;
      lenderName: string | null;
    };

export function checkFinance(
  input: CheckoutFinanceInput,
  price: number,
  bounds: FinanceCalculatorBounds | null,
): { ok: true; finance: CheckoutFinance } | { ok: false; issues: InputIssue[] } {
  if (input.method === 'cash') return { ok: true, finance: { method: 'cash' } };
  if (bounds === null) {
    return {
      ok: false,
      issues: [
        {
          field: 'finance.method',
          message: 'finance is not offered online for this vehicle: please choose to pay cash',
        },
      ],
    };
  }
  const issues: InputIssue[] = [];
  const deposit = input.deposit ?? bounds.defaults.deposit;
  const termYears = input.termYears ?? bounds.defaults.termYears;
  const frequency = input.frequency ?? bounds.defaults.frequency;
  const maxDeposit = Math.min(bounds.deposit.max, price);
  if (!Number.isFinite(deposit) || deposit < bounds.deposit.min || deposit > maxDeposit) {
    issues.push({
      field: 'finance.deposit',
      message: `must be between ${formatDollars(bounds.deposit.min)} and ${formatDollars(maxDeposit)}`,
    });
  }
  if (!bounds.term.options.includes(termYears)) {
    issues.push({
      field: 'finance.termYears',
      message: `must be one of ${bounds.term.options.join(', ')} years`,
    });
  }
  if (issues.length > 0) return { ok: false, issues };
  const interestRate = bounds.defaults.interestRate;
  const figures = calculateFinance({
    amount: price,
    deposit,
    establishmentFee: bounds.establishmentFee,
    annualRatePercent: interestRate,
    years: termYears,
    frequency,
    round: bounds.rounding,
  });
  return {
    ok: true,
    finance: {
      method: 'finance',
      deposit,
      termYears,
      frequency,
      interestRate,
      establishmentFee: bounds.establishmentFee,
      amountFinanced: figures.amountFinanced,
      repayment: figures.repayment,
      totalRepayments: figures.totalRepayments,
      lenderName: bounds.lenderName,
    },
  };
}
