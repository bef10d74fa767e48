import { z } from 'zod';
import { FINANCE_PATH, FINANCE_PATHS } from '@forecourt/schema/leads/lead-routes';
import { SLUG_PATTERN } from '../slugify.js';
import { MIN_FINANCE_PRICE } from '../stock/car-finance-lenders.js';
import { calculatorSchema, interestRange } from './finance-calculator-settings.schema.js';
import { minNotAboveMax, text } from './setting-primitives.js';

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
    min: z.number().positive().max(40).describe('Lowest, percent per year.'),
    max: z.number().positive().max(40).describe('Highest, percent per year.'),
  })
  .superRefine(minNotAboveMax);

const lenderSchema = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'lower snake case')
    .describe('The lender’s key; finance.provider names one.'),
  name: text.describe('The lender’s name as shoppers read it.'),
  interestRate: z.number().positive().max(40).describe('Interest, percent per year.'),
  comparisonRate: z.number().positive().max(40).describe('Comparison rate, percent per year.'),
  termYears: z.number().positive().max(10).describe('Loan term in years.'),
  establishmentFee: z.number().nonnegative().default(0).describe('Fee in dollars.'),
  depositPercent: z.number().min(0).max(100).default(0).describe('Deposit, percent of the price.'),
  balloonPercent: z
    .number()
    .min(0)
    .max(100)
    .default(0)
    .describe('Balloon owed at the end, percent of the price.'),
  disclaimer: text.optional().describe('The lender’s disclaimer under its estimates.'),
  comparisonRateRange: rateRange
    .optional()
    .describe('The range comparison rates fall in, shown when a quote carries none of its own.'),
});

export type LenderSettings = z.infer<typeof lenderSchema>;

// ---------------------------------------------------------------------------------------------
// Eligibility of the finance estimate (spec 1 §5)

const providerEligibilitySchema = z.strictObject({
  minPrice: z.number().nonnegative().describe('The car’s price must be above this many dollars.'),
  maxAgeYears: z
    .number()
    .int()
    .positive()
    .nullable()
    .describe(
      'The car must be younger than this many years (this year minus model year); null: any age.',
    ),
  requiredPayment: z
    .enum(['week', 'month'])
    .nullable()
    .describe('The quote must carry this repayment (the estimate shows it); null: either will do.'),
  // Every provider's quote needs the field set; this also refuses 0, some lenders' "no rate".
  comparisonRateRequired: z.boolean().describe('The quote must carry a comparison rate above 0.'),
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
  .describe(
    'Who gets an estimate, per provider; a provider or field left out keeps its default rule (spec 1 §5).',
  )
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
    z
      .strictObject({ kind: z.literal('settings') })
      .describe('Quotes from the stock feed, else from finance.lenders.'),
    z
      .strictObject({
        kind: z.literal('http'),
        baseUrl: z.url({ protocol: /^https?$/ }).describe('The lender API’s base address.'),
        timeoutMs: z
          .number()
          .int()
          .positive()
          .max(MAX_LENDER_TIMEOUT_MS)
          .default(DEFAULT_LENDER_TIMEOUT_MS)
          .describe('How long the API may take (ms) before the car is shown without an estimate.'),
      })
      .describe('The dealer’s lender API: GET {baseUrl}/cars/{car id}/finance.'),
  ])
  .default({ kind: 'settings' })
  .describe('Where finance quotes come from.');

// ---------------------------------------------------------------------------------------------
// Where shoppers ask about finance (spec 2 §2)

const enquiryPageSchema = z
  .strictObject({
    path: z
      .enum(FINANCE_PATHS)
      .default(FINANCE_PATH)
      .describe(
        'The finance enquiry page’s address. Every finance link of the site (vehicle pages, the calculator, the header’s menu) leads there; the other finance addresses are not pages of this site.',
      ),
    personalisedForNvic: z
      .boolean()
      .default(false)
      .describe(
        'Vehicles with an NVIC (has_nvic in the stock feed) link to /personalised/finance?car_id={slug}: the finance form about that vehicle, instead of the finance page.',
      ),
  })
  .prefault({})
  .describe('Where shoppers ask about finance (spec 2 §2).');

// ---------------------------------------------------------------------------------------------
// The finance block

const slugList = z
  .array(z.string().regex(SLUG_PATTERN, 'a dealership slug'))
  .default([])
  .describe('Dealerships (by slug) of a dealer group whose cars get no finance.');

export const financeSchema = z
  .strictObject({
    provider: z
      .enum(FINANCE_PROVIDERS)
      .nullable()
      .default(null)
      .describe('The finance provider that quotes the site’s cars; null: no finance estimates.'),
    defaultInterestRate: z
      .number()
      .positive()
      .default(DEFAULT_FINANCE_INTEREST_RATE)
      .describe('The calculator’s interest (percent per year) when the quote has none.'),
    lenders: z
      .array(lenderSchema)
      .default([])
      .describe('The lender table quotes come from when the feed has none (source settings).'),
    eligibility: eligibilitySchema,
    excludedMakes: z
      .array(text)
      .default([])
      .describe('Makes whose cars get no finance at all (compared ignoring case).'),
    excludedDealerships: slugList,
    source: sourceSchema,
    calculator: calculatorSchema,
    enquiryPage: enquiryPageSchema,
  })
  .prefault({})
  .describe('Finance estimates and the finance calculator (when features.finance is on).')
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

export type FinanceSettings = z.infer<typeof financeSchema>;
export type FinanceCalculatorSettings = FinanceSettings['calculator'];
