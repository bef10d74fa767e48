import {
  FREQUENCY_ABBREVIATIONS,
  FREQUENCY_LABELS,
} from '@forecourt/schema/finance/finance-wording';
import { PAYMENTS_PER_YEAR, type RepaymentFrequency } from '@forecourt/schema/finance/repayment';
import type { NumberBounds } from '@forecourt/schema/finance/calculator-bounds';
import { builder } from '../../builder.js';
import type { FinanceCalculatorBounds } from '../../finance/finance-calculator-bounds.js';

export const FinanceCalculatorVariantEnum = builder.enumType('FinanceCalculatorVariant', {
  description: 'Which finance calculator of the vehicle page.',
  values: {
    PAGE: { value: 'page', description: 'The calculator in the page’s body.' },
    SIDEBAR: {
      value: 'sidebar',
      description: 'The calculator in the sidebar, which lends more (up to `loan.sidebarMax`).',
    },
  } as const,
});

export const RepaymentFrequencyEnum = builder.enumType('RepaymentFrequency', {
  description: 'How often repayments are made.',
  values: {
    WEEK: { value: 'week', description: 'Weekly: 52 payments a year.' },
    FORTNIGHT: { value: 'fortnight', description: 'Fortnightly: 26 payments a year.' },
    MONTH: { value: 'month', description: 'Monthly: 12 payments a year.' },
  } as const,
});

const RepaymentRoundingEnum = builder.enumType('RepaymentRounding', {
  description: 'How repayments are rounded to the whole dollar.',
  values: {
    UP: { value: 'up', description: 'Up to the next dollar (the usual).' },
    DOWN: { value: 'down', description: 'Down to the dollar (some lenders).' },
  } as const,
});

const NumberBoundsRef = builder.objectRef<NumberBounds>('NumberBounds').implement({
  description:
    'The range and step of a calculator input; values beyond it are clamped ("Cannot be less than {min} or more than {max}").',
  fields: (t) => ({
    min: t.exposeFloat('min', { description: 'Lowest value allowed.' }),
    max: t.exposeFloat('max', { description: 'Highest value allowed.' }),
    step: t.exposeFloat('step', { description: 'Slider step.' }),
  }),
});

const TermBoundsRef = builder.objectRef<FinanceCalculatorBounds['term']>('TermBounds').implement({
  description: 'The loan terms offered, in years.',
  fields: (t) => ({
    min: t.exposeFloat('min', { description: 'Shortest term, years.' }),
    max: t.exposeFloat('max', { description: 'Longest term, years.' }),
    step: t.exposeFloat('step', { description: 'Slider step, years.' }),
    options: t.exposeFloatList('options', {
      description:
        'Every term a shopper can pick, ascending: the site’s own list, else each step from min to max. The slider indexes into it.',
    }),
  }),
});

const InterestBoundsRef = builder
  .objectRef<FinanceCalculatorBounds['interest']>('InterestBounds')
  .implement({
    description: 'The interest rates a shopper can pick, percent per year.',
    fields: (t) => ({
      min: t.exposeFloat('min', { description: 'Lowest rate, percent per year.' }),
      max: t.exposeFloat('max', { description: 'Highest rate, percent per year.' }),
      step: t.exposeFloat('step', { description: 'Slider step, percent.' }),
      locked: t.exposeBoolean('locked', {
        description: 'The rate is shown but the shopper cannot change it.',
      }),
    }),
  });

const FinanceCalculatorDefaultsRef = builder
  .objectRef<FinanceCalculatorBounds['defaults']>('FinanceCalculatorDefaults')
  .implement({
    description: 'What the calculator opens with; each value lies within its bounds.',
    fields: (t) => ({
      loanAmount: t.exposeFloat('loanAmount', {
        description:
          'Loan amount in dollars: the vehicle’s price when the calculator starts from its estimate, else the site’s fixed amount (never above the price) or the price.',
      }),
      termYears: t.exposeFloat('termYears', {
        description:
          'Term in years: the estimate’s, else the site’s, or the lender’s where the site says so.',
      }),
      interestRate: t.exposeFloat('interestRate', {
        description: 'Interest, percent per year: the lender’s quote, else the site’s default.',
      }),
      deposit: t.exposeFloat('deposit', {
        description:
          'Deposit or trade-in in dollars: the estimate’s deposit when the calculator starts from it, else 0.',
      }),
      residual: t.exposeFloat('residual', {
        description:
          'Residual (balloon) in dollars: the estimate’s balloon when the calculator starts from it, else 0.',
      }),
      frequency: t.field({
        type: RepaymentFrequencyEnum,
        description: 'Repayment frequency selected at first.',
        resolve: (defaults) => defaults.frequency,
      }),
    }),
  });

interface FrequencyOption {
  frequency: RepaymentFrequency;
  label: string;
  abbreviation: string;
  paymentsPerYear: number;
}

/** Spec 1 §9: weekly 52 (wk), fortnightly 26 (fn), monthly 12 (mo). */
const FREQUENCY_OPTIONS: readonly FrequencyOption[] = (
  Object.keys(PAYMENTS_PER_YEAR) as RepaymentFrequency[]
).map((frequency) => ({
  frequency,
  label: FREQUENCY_LABELS[frequency],
  abbreviation: FREQUENCY_ABBREVIATIONS[frequency],
  paymentsPerYear: PAYMENTS_PER_YEAR[frequency],
}));

const RepaymentFrequencyOptionRef = builder
  .objectRef<FrequencyOption>('RepaymentFrequencyOption')
  .implement({
    description: 'A repayment frequency the calculator offers, with its wording.',
    fields: (t) => ({
      frequency: t.field({
        type: RepaymentFrequencyEnum,
        description: 'The frequency.',
        resolve: (option) => option.frequency,
      }),
      label: t.exposeString('label', { description: 'Its name: "Weekly", "Fortnightly"…' }),
      abbreviation: t.exposeString('abbreviation', {
        description: 'Written after an amount: "wk" in "$147/wk".',
      }),
      paymentsPerYear: t.exposeInt('paymentsPerYear', {
        description: 'Repayments in a year: 52, 26 or 12.',
      }),
    }),
  });

export const FinanceCalculatorRef = builder
  .objectRef<FinanceCalculatorBounds>('FinanceCalculator')
  .implement({
    description:
      'Bounds, opening values and wording of a vehicle’s finance calculator; the browser does the maths.',
    fields: (t) => ({
      loan: t.field({
        type: NumberBoundsRef,
        description: 'Loan amount in dollars.',
        resolve: (c) => c.loan,
      }),
      term: t.field({ type: TermBoundsRef, description: 'Term in years.', resolve: (c) => c.term }),
      interest: t.field({
        type: InterestBoundsRef,
        description: 'Interest rate, percent per year.',
        resolve: (c) => c.interest,
      }),
      deposit: t.field({
        type: NumberBoundsRef,
        description: 'Deposit or trade-in in dollars (optional input).',
        resolve: (c) => c.deposit,
      }),
      residual: t.field({
        type: NumberBoundsRef,
        description: 'Residual (balloon) in dollars (optional input).',
        resolve: (c) => c.residual,
      }),
      defaults: t.field({
        type: FinanceCalculatorDefaultsRef,
        description: 'What the calculator opens with.',
        resolve: (c) => c.defaults,
      }),
      frequencies: t.field({
        type: [RepaymentFrequencyOptionRef],
        description: 'The repayment frequencies offered, weekly first.',
        resolve: () => [...FREQUENCY_OPTIONS],
      }),
      rounding: t.field({
        type: RepaymentRoundingEnum,
        description: 'How repayments round to the dollar.',
        resolve: (c) => c.rounding,
      }),
      establishmentFee: t.exposeFloat('establishmentFee', {
        description:
          'Establishment fee in dollars, added to the amount financed: the lender’s, else 0.',
      }),
      lenderName: t.exposeString('lenderName', {
        nullable: true,
        description: 'The site’s finance provider’s name; null when the site names none.',
      }),
      disclaimer: t.exposeString('disclaimer', {
        nullable: true,
        description:
          'Disclaimer under the calculator: the lender’s terms, else the site’s finance disclaimer.',
      }),
      openingNote: t.exposeString('openingNote', {
        nullable: true,
        description:
          'Why the calculator’s opening weekly repayment differs from the weekly estimate the vehicle shows on its card and sticky header (e.g. the calculator lends less than the price); null when they agree.',
      }),
      disclaimerCollapseAt: t.exposeInt('disclaimerCollapseAt', {
        nullable: true,
        description:
          'Collapse the disclaimer to this many characters behind a toggle; null shows it whole.',
      }),
    }),
  });
