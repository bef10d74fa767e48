import { calculateFinance } from '@forecourt/schema/finance/finance-calculation';
import { financeSchema } from '@forecourt/tenants/settings/finance-settings.schema';
import { financeQuoter } from '@forecourt/tenants/stock/car-finance-lenders';
import { describe, expect, it } from 'vitest';
import type { FinanceCar } from './finance-eligibility.js';
import type { FinanceLenderEntry } from './finance-lenders.port.js';
import { financeQuote } from './finance-quote.js';
import {
  ceilToStep,
  financeCalculatorBounds,
  loanMax,
  type CalculatorInput,
} from './finance-calculator-bounds.js';

const plenti = {
  key: 'plenti',
  name: 'Plenti',
  interestRate: 7.49,
  comparisonRate: 8.12,
  termYears: 5,
};

/** Plenti's quote for a $40,000 car: 10% deposit, 25% balloon. */
const quote: FinanceLenderEntry = {
  interestRate: 7.49,
  comparisonRate: 8.12,
  paymentWeek: 137,
  paymentMonth: 595,
  deposit: 4_000,
  balloon: 10_000,
  establishmentFees: 550,
  termYears: 5,
  disclaimer: 'Fees and charges apply.',
};

const SITE_DISCLAIMER = 'Repayments are indicative only.';

function calculator(
  settings: Record<string, unknown> = {},
  input: Partial<Omit<CalculatorInput, 'finance'>> = {},
) {
  return financeCalculatorBounds({
    car: { price: 40_000 },
    variant: 'sidebar',
    entry: quote,
    estimate: null,
    siteDisclaimer: SITE_DISCLAIMER,
    ...input,
    finance: financeSchema.parse({ provider: 'plenti', lenders: [plenti], ...settings }),
  });
}

describe('loan bounds', () => {
  const loan = financeSchema.parse({}).calculator.loan;
  const dearCars = financeSchema.parse({
    calculator: { loan: { maxFromPrice: { above: 100_000, factor: 1.05 } } },
  }).calculator.loan;

  it('lends up to 100,000 on the page and 250,000 in the sidebar, from 1,000 in steps of 500', () => {
    expect(calculator({}, { variant: 'page' }).loan).toEqual({
      min: 1000,
      max: 100_000,
      step: 500,
    });
    expect(calculator({}, { variant: 'sidebar' }).loan).toEqual({
      min: 1000,
      max: 250_000,
      step: 500,
    });
  });

  it('lends 1.05 × the price, rounded up to a step, on cars above 100,000 where the site says so', () => {
    // 104,990 × 1.05 = 110,239.5 → 110,500.
    expect(loanMax(dearCars, 'page', 104_990)).toBe(110_500);
    expect(loanMax(dearCars, 'sidebar', 104_990)).toBe(110_500);
    // 300,000 × 1.05 = 315,000 exactly: no extra step.
    expect(loanMax(dearCars, 'sidebar', 300_000)).toBe(315_000);
    // At or under the threshold the variant's maximum holds.
    expect(loanMax(dearCars, 'page', 100_000)).toBe(100_000);
    expect(loanMax(dearCars, 'sidebar', 100_000)).toBe(250_000);
  });

  it('keeps the usual maximum on sites without the setting, whatever the price', () => {
    expect(loanMax(loan, 'page', 300_000)).toBe(100_000);
  });

  it('rounds up to whole steps without floating-point noise', () => {
    expect(ceilToStep(110_239.5, 500)).toBe(110_500);
    expect(ceilToStep(0.1 + 0.2, 0.1)).toBeCloseTo(0.3, 10);
    expect(ceilToStep(1_000, 500)).toBe(1_000);
  });
});

describe('term, interest, deposit and residual bounds', () => {
  it('offers 1 to 7 years in half years by default', () => {
    const { term } = calculator();
    expect(term).toMatchObject({ min: 1, max: 7, step: 0.5 });
    expect(term.options).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7]);
  });

  it('offers only a site’s own list of terms, which sets min and max', () => {
    const { term } = calculator({
      calculator: { term: { options: [1, 2, 3, 4, 5] }, defaults: { termYears: 5 } },
    });
    expect(term).toEqual({ min: 1, max: 5, step: 0.5, options: [1, 2, 3, 4, 5] });
  });

  it('gives interest 0.5–15 % by default, Stratton 7.5–14.5 %, and locks it where the site says', () => {
    expect(calculator().interest).toEqual({ min: 0.5, max: 15, step: 0.5, locked: false });
    const stratton = { ...plenti, key: 'stratton', name: 'Stratton Finance' };
    expect(calculator({ provider: 'stratton', lenders: [stratton] }).interest).toMatchObject({
      min: 7.5,
      max: 14.5,
    });
    expect(calculator({ calculator: { interest: { locked: true } } }).interest.locked).toBe(true);
  });

  it('gives deposit and residual 0–250,000 in steps of 0.5', () => {
    const result = calculator();
    expect(result.deposit).toEqual({ min: 0, max: 250_000, step: 0.5 });
    expect(result.residual).toEqual({ min: 0, max: 250_000, step: 0.5 });
  });
});

describe('opening values of a car without an estimate', () => {
  it('opens on $30,000 over 6 years weekly, with the lender’s rate and fee and no deposit', () => {
    const result = calculator();
    expect(result.defaults).toEqual({
      loanAmount: 30_000,
      termYears: 6,
      interestRate: 7.49,
      deposit: 0,
      residual: 0,
      frequency: 'week',
    });
    expect(result.establishmentFee).toBe(550);
    expect(result.rounding).toBe('up');
    expect(result.openingNote).toBeNull();
  });

  it('never opens on a fixed loan above the car’s price', () => {
    expect(calculator({}, { car: { price: 18_990 } }).defaults.loanAmount).toBe(18_990);
  });

  it('opens on the car’s price where the site says, clamped into the loan bounds', () => {
    const carPrice = { calculator: { defaults: { loan: 'carPrice' } } };
    expect(calculator(carPrice).defaults.loanAmount).toBe(40_000);
    expect(calculator(carPrice, { car: { price: 650 } }).defaults.loanAmount).toBe(1_000);
    expect(
      calculator(carPrice, { car: { price: 180_000 }, variant: 'page' }).defaults.loanAmount,
    ).toBe(100_000);
  });

  it('opens on the lender’s term where the site says, else 6 years', () => {
    const lenderTerm = { calculator: { defaults: { termYears: 'lender' } } };
    expect(calculator(lenderTerm).defaults.termYears).toBe(5);
    expect(calculator(lenderTerm, { entry: { ...quote, termYears: 12 } }).defaults.termYears).toBe(
      7,
    );
    expect(calculator(lenderTerm, { entry: undefined }).defaults.termYears).toBe(6);
  });

  it('opens on the nearest listed term when the lender’s is not on the site’s list', () => {
    const list = {
      calculator: { term: { options: [1, 3, 5] }, defaults: { termYears: 'lender' } },
    };
    expect(calculator(list, { entry: { ...quote, termYears: 4.5 } }).defaults.termYears).toBe(5);
    expect(calculator(list, { entry: { ...quote, termYears: 2 } }).defaults.termYears).toBe(1);
  });

  it('opens on the site’s default rate without a quote, clamped into the interest range', () => {
    expect(calculator({ defaultInterestRate: 10 }, { entry: undefined }).defaults).toMatchObject({
      interestRate: 10,
      deposit: 0,
      residual: 0,
    });
    expect(
      calculator({ defaultInterestRate: 19.95 }, { entry: undefined }).defaults.interestRate,
    ).toBe(15);
    expect(calculator({}, { entry: { ...quote, interestRate: null } }).defaults.interestRate).toBe(
      10,
    );
  });

  it('opens on the month where the site says', () => {
    const monthly = { calculator: { defaults: { frequency: 'month' } } };
    expect(calculator(monthly).defaults.frequency).toBe('month');
  });

  it('charges no establishment fee without a quote', () => {
    expect(calculator({}, { entry: undefined }).establishmentFee).toBe(0);
  });
});

describe('wording', () => {
  it('names the lender and shows its disclaimer, else the site’s', () => {
    expect(calculator()).toMatchObject({
      lenderName: 'Plenti',
      disclaimer: 'Fees and charges apply.',
      disclaimerCollapseAt: null,
    });
    expect(calculator({}, { entry: undefined }).disclaimer).toBe(SITE_DISCLAIMER);
  });

  it('collapses the disclaimer and rounds down where the site says', () => {
    expect(
      calculator({ calculator: { disclaimerCollapseAt: 197, rounding: 'down' } }),
    ).toMatchObject({ disclaimerCollapseAt: 197, rounding: 'down' });
  });
});

describe('opening on the car’s estimate', () => {
  const outback = {
    key: 'manual',
    name: 'Outback Finance',
    interestRate: 9.95,
    comparisonRate: 10.87,
    termYears: 7,
    establishmentFee: 550,
    depositPercent: 10,
  };
  const finance = (calculatorSettings: Record<string, unknown> = {}) =>
    financeSchema.parse({
      provider: 'manual',
      lenders: [outback],
      calculator: {
        loan: { maxFromPrice: { above: 100_000, factor: 1.05 } },
        ...calculatorSettings,
      },
    });
  const NOW = new Date('2026-06-01T00:00:00Z');

  /** The estimate a $123,490 caravan shows on its card, and its calculator. */
  function caravan(settings = finance(), price = 123_490, variant: 'page' | 'sidebar' = 'sidebar') {
    const car: FinanceCar = {
      price,
      year: 2024,
      make: 'Jayco',
      status: 'in_stock',
      dealershipSlug: 'outback',
    };
    const entries = financeQuoter(settings.lenders)(price);
    const estimate = financeQuote(
      car,
      entries,
      { features: { finance: true }, finance: settings },
      NOW,
    );
    const bounds = financeCalculatorBounds({
      car,
      variant,
      finance: settings,
      entry: entries.manual,
      estimate,
      siteDisclaimer: SITE_DISCLAIMER,
    });
    return { estimate: estimate!, bounds };
  }

  const openingWeekly = ({ defaults, establishmentFee }: ReturnType<typeof caravan>['bounds']) =>
    calculateFinance({
      amount: defaults.loanAmount,
      deposit: defaults.deposit,
      residual: defaults.residual,
      establishmentFee,
      annualRatePercent: defaults.interestRate,
      years: defaults.termYears,
      frequency: 'week',
    }).repayment;

  it('opens on the price with the lender’s 10 % deposit of that price, not of a fixed loan', () => {
    const { estimate, bounds } = caravan();
    expect(bounds.defaults).toMatchObject({
      loanAmount: 123_490,
      deposit: 12_349,
      termYears: 7,
      interestRate: 9.95,
    });
    expect(bounds.establishmentFee).toBe(550);
    expect(estimate.perWeek).toBeGreaterThan(300);
  });

  it('starts at the weekly figure the card shows, so it needs no note', () => {
    const { estimate, bounds } = caravan();
    expect(openingWeekly(bounds)).toBe(estimate.perWeek);
    expect(bounds.openingNote).toBeNull();
  });

  it('says why when it cannot lend the price', () => {
    const { estimate, bounds } = caravan(finance({ loan: { maxFromPrice: null } }), 323_490);
    expect(bounds.defaults.loanAmount).toBe(250_000);
    expect(openingWeekly(bounds)).not.toBe(estimate.perWeek);
    expect(bounds.openingNote).toBe(
      `The $${estimate.perWeek.toLocaleString('en-AU')} per week shown with this vehicle is the estimate on its full price of $323,490; this calculator lends at most $250,000, so it starts below the price.`,
    );
  });

  it('says why when the site opens on its own loan instead', () => {
    const { estimate, bounds } = caravan(finance({ defaults: { startFromEstimate: false } }));
    expect(bounds.defaults).toMatchObject({ loanAmount: 30_000, deposit: 0, residual: 0 });
    expect(bounds.openingNote).toBe(
      `The $${estimate.perWeek.toLocaleString('en-AU')} per week shown with this vehicle is the lender’s estimate on its price of $123,490; this calculator starts from a $30,000 loan with no deposit.`,
    );
  });

  it('says why when a lender’s own quote is not the calculator’s maths', () => {
    const { estimate, bounds } = caravan();
    const lenderQuote = { ...estimate, perWeek: estimate.perWeek + 3 };
    const withQuote = financeCalculatorBounds({
      car: { price: 123_490 },
      variant: 'sidebar',
      finance: finance(),
      entry: undefined,
      estimate: lenderQuote,
      siteDisclaimer: null,
    });
    expect(withQuote.defaults).toEqual(bounds.defaults);
    expect(withQuote.openingNote).toMatch(/is the lender’s own quote/);
  });
});
