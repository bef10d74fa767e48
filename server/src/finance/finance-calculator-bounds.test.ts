import { financeSchema } from '@forecourt/tenants/settings/finance-settings.schema';
import { describe, expect, it } from 'vitest';
import type { FinanceLenderEntry } from './finance-lenders.port.js';
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

describe('opening values', () => {
  it('opens on $30,000 over 6 years weekly, with the lender’s rate, deposit, balloon and fee', () => {
    const result = calculator();
    expect(result.defaults).toEqual({
      loanAmount: 30_000,
      termYears: 6,
      interestRate: 7.49,
      deposit: 4_000,
      residual: 10_000,
      frequency: 'week',
    });
    expect(result.establishmentFee).toBe(550);
    expect(result.rounding).toBe('up');
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
