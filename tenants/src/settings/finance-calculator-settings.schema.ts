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
      min: z.number().nonnegative().default(defaults.min).describe('Least, in dollars.'),
      max: z.number().nonnegative().default(defaults.max).describe('Most, in dollars.'),
      step: step.default(defaults.step).describe('Dollars per slider step.'),
    })
    .prefault({})
    .superRefine(minNotAboveMax);

const loanSchema = z
  .strictObject({
    min: z
      .number()
      .nonnegative()
      .default(DEFAULT_CALCULATOR_BOUNDS.loan.min)
      .describe('Least a shopper can borrow, in dollars.'),
    max: z
      .number()
      .positive()
      .default(DEFAULT_CALCULATOR_BOUNDS.loan.max)
      .describe('Most a shopper can borrow in the calculator on the vehicle page, in dollars.'),
    sidebarMax: z
      .number()
      .positive()
      .default(DEFAULT_CALCULATOR_BOUNDS.loan.sidebarMax)
      .describe('The same in the sidebar calculator, which also serves dearer cars.'),
    step: step.default(DEFAULT_CALCULATOR_BOUNDS.loan.step).describe('Dollars per slider step.'),
    maxFromPrice: z
      .strictObject({
        above: z.number().positive().describe('Price in dollars above which the rule applies.'),
        factor: z
          .number()
          .min(1, 'must be at least 1 (the loan must reach the price)')
          .max(2)
          .describe('The loan may reach the price times this factor.'),
      })
      .nullable()
      .default(null)
      .describe(
        'For dear cars the loan may reach the price times factor (fees and extras on top), whatever the maximum; null: the maximum always holds.',
      ),
  })
  .prefault({})
  .describe('The loan amount slider.')
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
    min: z
      .number()
      .positive()
      .default(DEFAULT_CALCULATOR_BOUNDS.term.min)
      .describe('Shortest term in years.'),
    max: z
      .number()
      .positive()
      .max(30)
      .default(DEFAULT_CALCULATOR_BOUNDS.term.max)
      .describe('Longest term in years.'),
    step: step.default(DEFAULT_CALCULATOR_BOUNDS.term.step).describe('Years per slider step.'),
    options: z
      .array(z.number().positive().max(30))
      .min(1)
      .nullable()
      .default(null)
      .describe(
        'The only terms offered, in years, ascending; they then replace min and max. null: every step from min to max.',
      ),
  })
  .prefault({})
  .describe('The loan term slider.')
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
    min: z
      .number()
      .nonnegative()
      .max(40)
      .optional()
      .describe('Lowest rate, percent per year; left out: the provider’s usual range.'),
    max: z
      .number()
      .positive()
      .max(40)
      .optional()
      .describe('Highest rate, percent per year; left out: the provider’s usual range.'),
    step: step
      .default(DEFAULT_CALCULATOR_BOUNDS.interest.step)
      .describe('Percent per slider step.'),
    locked: z.boolean().default(false).describe('The shopper sees the rate but cannot change it.'),
  })
  .prefault({})
  .describe('The interest rate slider.');

export const REPAYMENT_FREQUENCIES = ['week', 'fortnight', 'month'] as const;

const defaultsSchema = z
  .strictObject({
    startFromEstimate: z
      .boolean()
      .default(true)
      .describe(
        'A car that shows a finance estimate opens the calculator on that estimate’s loan (its price, the lender’s deposit, balloon, term, rate and fee), so the calculator starts at the weekly figure the card and the sticky header show. false: it opens on loan, loanAmount and termYears with no deposit, and says why its figure differs from the estimate.',
      ),
    loan: z
      .enum(['fixed', 'carPrice'])
      .default('fixed')
      .describe(
        'The loan the calculator opens with when it does not start from the car’s estimate: a fixed amount (never more than the car’s price), or the car’s price. No deposit is taken off either.',
      ),
    loanAmount: z
      .number()
      .positive()
      .default(DEFAULT_LOAN_AMOUNT)
      .describe('The fixed amount in dollars, when loan is fixed.'),
    termYears: z
      .union([z.number().positive(), z.literal('lender')])
      .default(DEFAULT_TERM_YEARS)
      .describe(
        'Years the calculator opens with when it does not start from the car’s estimate, or "lender": the quoting lender’s term.',
      ),
    frequency: z
      .enum(REPAYMENT_FREQUENCIES)
      .default('week')
      .describe('The repayment frequency the calculator opens with.'),
  })
  .prefault({})
  .describe('What the calculator opens with.');

export const calculatorSchema = z
  .strictObject({
    loan: loanSchema,
    term: termSchema,
    interest: interestSchema,
    deposit: amountRange(DEFAULT_CALCULATOR_BOUNDS.deposit).describe(
      'The deposit or trade-in slider.',
    ),
    residual: amountRange(DEFAULT_CALCULATOR_BOUNDS.residual).describe(
      'The residual (balloon) owed after the last repayment.',
    ),
    defaults: defaultsSchema,
    rounding: z
      .enum(['up', 'down'])
      .default('up')
      .describe('Repayments round up to the dollar; a few lenders’ calculators round down.'),
    disclaimerCollapseAt: z
      .number()
      .int()
      .positive()
      .nullable()
      .default(null)
      .describe(
        'Collapse the disclaimer to this many characters (the spec: 197) behind a toggle; null: shown whole.',
      ),
  })
  .prefault({})
  .describe('The finance calculator’s bounds, steps and defaults (spec 1 §5, §9).')
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
