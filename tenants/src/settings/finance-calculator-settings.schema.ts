import { z } from 'zod';
import {
  DEPOSIT_BOUNDS,
  INTEREST_RATE_BOUNDS,
  LOAN_AMOUNT_BOUNDS,
  RESIDUAL_BOUNDS,
  TERM_YEAR_BOUNDS,
} from '@forecourt/schema/finance/calculator-bounds';
import type { FinanceProvider } from './finance-settings.schema.js';
import { minNotAboveMax } from './setting-primitives.js';

/**
 * The finance calculator's bounds, steps and defaults (spec 1 §5, §9) as a site sets them; the
 * common behaviour is the default.
 */

/** Spec 1 §5, the sidebar's loan maximum included. */
export const DEFAULT_CALCULATOR_BOUNDS = {
  loan: { ...LOAN_AMOUNT_BOUNDS, sidebarMax: 250_000 },
  term: TERM_YEAR_BOUNDS,
  interest: INTEREST_RATE_BOUNDS,
  deposit: DEPOSIT_BOUNDS,
  residual: RESIDUAL_BOUNDS,
} as const;

/** Spec 1 §5: one provider's calculator offers 7.5–14.5 %; we give it to Stratton. */
export const PROVIDER_INTEREST_RANGES: Readonly<
  Partial<Record<FinanceProvider, { min: number; max: number }>>
> = {
  stratton: { min: 7.5, max: 14.5 },
};

/** Spec 1 §9. */
export const DEFAULT_LOAN_AMOUNT = 30_000;
export const DEFAULT_TERM_YEARS = 6;

const step = z.number().positive('must be more than 0');

const amountRange = (defaults: { min: number; max: number; step: number }) =>
  z
    .strictObject({
      min: z.number().nonnegative().default(defaults.min),
      max: z.number().nonnegative().default(defaults.max),
      step: step.default(defaults.step),
    })
    .prefault({})
    .superRefine(minNotAboveMax);

const loanSchema = z
  .strictObject({
    min: z.number().nonnegative().default(DEFAULT_CALCULATOR_BOUNDS.loan.min),
    /** Most a shopper can borrow in the calculator on the vehicle page. */
    max: z.number().positive().default(DEFAULT_CALCULATOR_BOUNDS.loan.max),
    /** The same in the sidebar calculator, which also serves dearer cars. */
    sidebarMax: z.number().positive().default(DEFAULT_CALCULATOR_BOUNDS.loan.sidebarMax),
    step: step.default(DEFAULT_CALCULATOR_BOUNDS.loan.step),
    /**
     * For dear cars (price above `above`) the loan may reach the price times `factor` (fees and
     * extras on top of the price), whatever the page's maximum; null: the maximum always holds.
     */
    maxFromPrice: z
      .strictObject({
        above: z.number().positive(),
        factor: z.number().min(1, 'must be at least 1 (the loan must reach the price)').max(2),
      })
      .nullable()
      .default(null),
  })
  .prefault({})
  .superRefine((loan, ctx) => {
    minNotAboveMax(loan, ctx);
    if (loan.sidebarMax < loan.min) {
      ctx.addIssue({
        code: 'custom',
        path: ['sidebarMax'],
        message: `must not be less than min (${loan.min})`,
      });
    }
  });

const termSchema = z
  .strictObject({
    min: z.number().positive().default(DEFAULT_CALCULATOR_BOUNDS.term.min),
    max: z.number().positive().max(30).default(DEFAULT_CALCULATOR_BOUNDS.term.max),
    step: step.default(DEFAULT_CALCULATOR_BOUNDS.term.step),
    /**
     * The only terms offered, in years, ascending (the slider indexes into the list); they then
     * replace min and max. null: every step from min to max.
     */
    options: z.array(z.number().positive().max(30)).min(1).nullable().default(null),
  })
  .prefault({})
  .superRefine((term, ctx) => {
    minNotAboveMax(term, ctx);
    term.options?.forEach((years, index) => {
      const previous = term.options![index - 1];
      if (previous !== undefined && years <= previous) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index],
          message: `must be more than the previous option ${previous} (options go ascending)`,
        });
      }
    });
  });

const interestSchema = z
  .strictObject({
    /** Percent per year; left out: the provider's usual range (PROVIDER_INTEREST_RANGES). */
    min: z.number().nonnegative().max(40).optional(),
    max: z.number().positive().max(40).optional(),
    step: step.default(DEFAULT_CALCULATOR_BOUNDS.interest.step),
    /** The shopper sees the rate but cannot change it. */
    locked: z.boolean().default(false),
  })
  .prefault({});

export const REPAYMENT_FREQUENCIES = ['week', 'fortnight', 'month'] as const;

const defaultsSchema = z
  .strictObject({
    /** The loan the calculator opens with: a fixed amount, or the car's price. */
    loan: z.enum(['fixed', 'carPrice']).default('fixed'),
    /** The fixed amount, when `loan` is fixed. */
    loanAmount: z.number().positive().default(DEFAULT_LOAN_AMOUNT),
    /** Years the calculator opens with, or the quoting lender's term. */
    termYears: z.union([z.number().positive(), z.literal('lender')]).default(DEFAULT_TERM_YEARS),
    frequency: z.enum(REPAYMENT_FREQUENCIES).default('week'),
  })
  .prefault({});

export const calculatorSchema = z
  .strictObject({
    loan: loanSchema,
    term: termSchema,
    interest: interestSchema,
    /** Deposit or trade-in. */
    deposit: amountRange(DEFAULT_CALCULATOR_BOUNDS.deposit),
    /** Residual (balloon) owed after the last repayment. */
    residual: amountRange(DEFAULT_CALCULATOR_BOUNDS.residual),
    defaults: defaultsSchema,
    /** Repayments round up to the dollar; a few lenders' calculators round down. */
    rounding: z.enum(['up', 'down']).default('up'),
    /** Collapse the disclaimer to this many characters (the spec: 197) behind a toggle; null: whole. */
    disclaimerCollapseAt: z.number().int().positive().nullable().default(null),
  })
  .prefault({})
  .superRefine((calculator, ctx) => {
    const { loan, term, defaults } = calculator;
    // A range already reported as upside down would only repeat itself here.
    const outsideLoan = defaults.loanAmount < loan.min || defaults.loanAmount > loan.max;
    if (loan.min <= loan.max && outsideLoan) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaults', 'loanAmount'],
        message: `must be within loan min and max (${loan.min} to ${loan.max})`,
      });
    }
    if (typeof defaults.termYears === 'number') {
      const years = defaults.termYears;
      if (term.options && !term.options.includes(years)) {
        ctx.addIssue({
          code: 'custom',
          path: ['defaults', 'termYears'],
          message: `must be one of term.options (${term.options.join(', ')})`,
        });
      } else if (!term.options && term.min <= term.max && (years < term.min || years > term.max)) {
        ctx.addIssue({
          code: 'custom',
          path: ['defaults', 'termYears'],
          message: `must be within term min and max (${term.min} to ${term.max})`,
        });
      }
    }
  });

/** The interest range a site sets, else its provider's usual one, else the spec's default. */
export function interestRange(
  provider: FinanceProvider | null,
  interest: { min?: number | undefined; max?: number | undefined },
): { min: number; max: number } {
  const usual =
    (provider && PROVIDER_INTEREST_RANGES[provider]) || DEFAULT_CALCULATOR_BOUNDS.interest;
  return { min: interest.min ?? usual.min, max: interest.max ?? usual.max };
}
