import { z } from 'zod';
import { SLUG_PATTERN } from '../slugify.js';
import { MIN_FINANCE_PRICE } from '../stock/car-finance-lenders.js';
import { text } from './setting-primitives.js';

/**
 * A site's finance: which provider quotes its cars, where the quotes come from, who gets one
 * (spec 1 §5) and the calculator's bounds and defaults (spec 1 §5, §9). Every "on some sites"
 * of the specs is a setting here whose default is the common behaviour.
 */

export const FINANCE_PROVIDERS = [
  'stratton',
  'carclarity',
  'plenti',
  'driva',
  'angle_finance',
  'finance_one',
  'money3',
  'manual',
] as const;
export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number];

/** Spec 2 §9. */
export const DEFAULT_FINANCE_INTEREST_RATE = 10;

// ---------------------------------------------------------------------------------------------
// Lender table

const rateRange = z
  .strictObject({
    min: z.number().positive().max(40),
    max: z.number().positive().max(40),
  })
  .superRefine((range, ctx) => {
    if (range.min > range.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['min'],
        message: `must not be more than max (${range.max})`,
      });
    }
  });

const lenderSchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9_]+$/, 'lower snake case'),
  name: text,
  interestRate: z.number().positive().max(40),
  comparisonRate: z.number().positive().max(40),
  termYears: z.number().positive().max(10),
  establishmentFee: z.number().nonnegative().default(0),
  depositPercent: z.number().min(0).max(100).default(0),
  balloonPercent: z.number().min(0).max(100).default(0),
  disclaimer: text.optional(),
  /** The range comparison rates fall in, shown when a quote carries none of its own. */
  comparisonRateRange: rateRange.optional(),
});

export type LenderSettings = z.infer<typeof lenderSchema>;

// ---------------------------------------------------------------------------------------------
// Eligibility of the finance estimate (spec 1 §5)

const providerEligibilitySchema = z.strictObject({
  /** The car's price must be above this many dollars. */
  minPrice: z.number().nonnegative(),
  /** The car must be younger than this many years (request year minus model year); null: any age. */
  maxAgeYears: z.number().int().positive().nullable(),
  /** The quote must carry this repayment (the estimate shows it); null: either will do. */
  requiredPayment: z.enum(['week', 'month']).nullable(),
  /**
   * The quote must carry a comparison rate above 0. Every provider's quote needs the field to be
   * set; this also refuses 0, which some lenders send for "no rate".
   */
  comparisonRateRequired: z.boolean(),
});

export type ProviderEligibility = z.infer<typeof providerEligibilitySchema>;

/** Spec 1 §5: the car is for sale and priced; nothing more. */
const HELPER_ONLY: ProviderEligibility = {
  minPrice: 0,
  maxAgeYears: null,
  requiredPayment: null,
  comparisonRateRequired: false,
};
/** Spec 1 §5: the one provider that quotes only cars under 12 years old. */
export const STRATTON_MAX_AGE_YEARS = 12;

/** Spec 1 §5, provider by provider. */
export const DEFAULT_PROVIDER_ELIGIBILITY: Readonly<Record<FinanceProvider, ProviderEligibility>> =
  {
    stratton: {
      minPrice: MIN_FINANCE_PRICE,
      maxAgeYears: STRATTON_MAX_AGE_YEARS,
      requiredPayment: null,
      comparisonRateRequired: true,
    },
    carclarity: HELPER_ONLY,
    plenti: HELPER_ONLY,
    angle_finance: HELPER_ONLY,
    driva: { ...HELPER_ONLY, minPrice: MIN_FINANCE_PRICE, requiredPayment: 'week' },
    money3: { ...HELPER_ONLY, minPrice: MIN_FINANCE_PRICE, requiredPayment: 'week' },
    manual: { ...HELPER_ONLY, minPrice: MIN_FINANCE_PRICE, requiredPayment: 'week' },
    finance_one: { ...HELPER_ONLY, minPrice: MIN_FINANCE_PRICE, requiredPayment: 'month' },
  };

/** A site overrides only what differs; the rest of each provider's rule stays the default. */
const eligibilitySchema = z
  .partialRecord(z.enum(FINANCE_PROVIDERS), providerEligibilitySchema.partial())
  .default({})
  .transform(
    (overrides) =>
      Object.fromEntries(
        FINANCE_PROVIDERS.map((provider) => [
          provider,
          { ...DEFAULT_PROVIDER_ELIGIBILITY[provider], ...definedValues(overrides[provider]) },
        ]),
      ) as Record<FinanceProvider, ProviderEligibility>,
  );

function definedValues<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}

// ---------------------------------------------------------------------------------------------
// Where quotes come from

/** How long the lender API may take before the car is shown without an estimate. */
export const DEFAULT_LENDER_TIMEOUT_MS = 2_000;
const MAX_LENDER_TIMEOUT_MS = 30_000;

const sourceSchema = z
  .discriminatedUnion('kind', [
    /** Quotes from the stock feed, else from the lender table above. */
    z.strictObject({ kind: z.literal('settings') }),
    /** The tenant's lender API (GET {baseUrl}/cars/{car id}/finance). */
    z.strictObject({
      kind: z.literal('http'),
      baseUrl: z.url({ protocol: /^https?$/ }),
      timeoutMs: z
        .number()
        .int()
        .positive()
        .max(MAX_LENDER_TIMEOUT_MS)
        .default(DEFAULT_LENDER_TIMEOUT_MS),
    }),
  ])
  .default({ kind: 'settings' });

// ---------------------------------------------------------------------------------------------
// Calculator bounds and defaults (spec 1 §5, §9)

/** Spec 1 §5. */
export const DEFAULT_CALCULATOR_BOUNDS = {
  loan: { min: 1_000, max: 100_000, sidebarMax: 250_000, step: 500 },
  term: { min: 1, max: 7, step: 0.5 },
  interest: { min: 0.5, max: 15, step: 0.5 },
  deposit: { min: 0, max: 250_000, step: 0.5 },
  residual: { min: 0, max: 250_000, step: 0.5 },
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
/** Spec 1 §4, §9: where a site collapses the finance disclaimer, it does so at 197 characters. */
export const DISCLAIMER_COLLAPSE_CHARACTERS = 197;

/** Adds "min must not be more than max" at the min of a range. */
function minNotAboveMax(range: { min: number; max: number }, ctx: z.RefinementCtx): void {
  if (range.min > range.max) {
    ctx.addIssue({
      code: 'custom',
      path: ['min'],
      message: `must not be more than max (${range.max})`,
    });
  }
}

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

const calculatorSchema = z
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
    /** Collapse the disclaimer to this many characters behind a toggle; null: show it whole. */
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

// ---------------------------------------------------------------------------------------------
// The finance block

const slugList = z.array(z.string().regex(SLUG_PATTERN, 'a dealership slug')).default([]);

export const financeSchema = z
  .strictObject({
    provider: z.enum(FINANCE_PROVIDERS).nullable().default(null),
    /** The calculator's interest when the quote has none. */
    defaultInterestRate: z.number().positive().default(DEFAULT_FINANCE_INTEREST_RATE),
    lenders: z.array(lenderSchema).default([]),
    /** Who gets an estimate, per provider; a provider left out keeps its default rule. */
    eligibility: eligibilitySchema,
    /** Makes whose cars get no finance at all (compared ignoring case). */
    excludedMakes: z.array(text).default([]),
    /** Dealerships (by slug) of the dealer groups whose cars get no finance. */
    excludedDealerships: slugList,
    source: sourceSchema,
    calculator: calculatorSchema,
  })
  .prefault({})
  .superRefine((finance, ctx) => {
    // Quotes of the settings source come from the table, so the provider must be in it.
    const quotesFromTable = finance.source.kind === 'settings';
    if (
      quotesFromTable &&
      finance.provider &&
      !finance.lenders.some((l) => l.key === finance.provider)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['provider'],
        message: `no lender with key "${finance.provider}" in lenders`,
      });
    }
    const { interest } = finance.calculator;
    const range = interestRange(finance.provider, interest);
    if (range.min > range.max) {
      ctx.addIssue(
        interest.min === undefined
          ? {
              code: 'custom',
              path: ['calculator', 'interest', 'max'],
              message: `must not be less than min (${range.min}, the provider's usual minimum)`,
            }
          : {
              code: 'custom',
              path: ['calculator', 'interest', 'min'],
              message: `must not be more than max (${range.max})`,
            },
      );
    }
  })
  .transform((finance) => ({
    ...finance,
    calculator: {
      ...finance.calculator,
      interest: {
        ...finance.calculator.interest,
        ...interestRange(finance.provider, finance.calculator.interest),
      },
    },
  }));

/** The interest range a site sets, else its provider's usual one, else the spec's default. */
function interestRange(
  provider: FinanceProvider | null,
  interest: { min?: number | undefined; max?: number | undefined },
): { min: number; max: number } {
  const usual =
    (provider && PROVIDER_INTEREST_RANGES[provider]) || DEFAULT_CALCULATOR_BOUNDS.interest;
  return { min: interest.min ?? usual.min, max: interest.max ?? usual.max };
}

export type FinanceSettings = z.infer<typeof financeSchema>;
export type FinanceCalculatorSettings = FinanceSettings['calculator'];
