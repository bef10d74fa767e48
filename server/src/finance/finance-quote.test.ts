import { financeSchema } from '@forecourt/tenants/settings/finance-settings.schema';
import { describe, expect, it } from 'vitest';
import type { FinanceLenderEntry } from './finance-lenders.port.js';
import type { FinanceCar } from './finance-eligibility.js';
import { financeQuote, weeklyFromMonthly } from './finance-quote.js';

const NOW = new Date('2026-11-01T00:00:00Z');
const car: FinanceCar = {
  status: 'in_stock',
  price: 30_495,
  year: 2022,
  make: 'Mazda',
  dealershipSlug: 'harbour-mazda',
};

const strattonLender = {
  key: 'stratton',
  name: 'Stratton Finance',
  interestRate: 8.99,
  comparisonRate: 9.89,
  termYears: 5,
};
const stratton: FinanceLenderEntry = {
  interestRate: 8.99,
  comparisonRate: 9.89,
  paymentWeek: 149,
  paymentMonth: 644,
  deposit: 0,
  termYears: 5,
  balloon: 0,
  establishmentFees: 495,
  totalPayable: 38_640,
  disclaimer: 'Based on a 5-year loan.',
};

function config(finance: Record<string, unknown>, featureOn = true) {
  return {
    features: { finance: featureOn },
    finance: financeSchema.parse({ provider: 'stratton', lenders: [strattonLender], ...finance }),
  };
}

describe('weeklyFromMonthly', () => {
  it('spreads 12 monthly repayments over 52 weeks, rounding up to the dollar', () => {
    // 644 × 12 / 52 = 148.6…
    expect(weeklyFromMonthly(644)).toBe(149);
    // 650 × 12 / 52 = 150 exactly: no extra dollar.
    expect(weeklyFromMonthly(650)).toBe(150);
  });
});

describe('financeQuote', () => {
  it('shows the provider’s quote with the lender’s name from the site', () => {
    const quote = financeQuote(
      car,
      { stratton, plenti: { ...stratton, paymentWeek: 99 } },
      config({}),
      NOW,
    );
    expect(quote).toEqual({
      provider: 'stratton',
      lenderName: 'Stratton Finance',
      perWeek: 149,
      perMonth: 644,
      interestRate: 8.99,
      comparisonRate: 9.89,
      termYears: 5,
      deposit: 0,
      balloon: 0,
      establishmentFees: 495,
      totalPayable: 38_640,
      disclaimer: 'Based on a 5-year loan.',
      comparisonRateRange: null,
    });
  });

  it('works out the weekly repayment when the lender quotes only monthly', () => {
    const monthlyOnly = { ...stratton, paymentWeek: undefined };
    expect(financeQuote(car, { stratton: monthlyOnly }, config({}), NOW)?.perWeek).toBe(149);
  });

  it('leaves out what the lender does not quote', () => {
    const bare: FinanceLenderEntry = {
      interestRate: 8.99,
      comparisonRate: 9.89,
      paymentWeek: 149,
      deposit: 0,
      balloon: 0,
      establishmentFees: 0,
      comparisonRateRange: { min: 8.38, max: 19.42 },
    };
    const source = { source: { kind: 'http', baseUrl: 'https://lenders.example.com' } };
    expect(
      financeQuote(car, { stratton: bare }, config({ ...source, lenders: [] }), NOW),
    ).toMatchObject({
      lenderName: null,
      perMonth: null,
      termYears: null,
      totalPayable: null,
      disclaimer: null,
      comparisonRateRange: { min: 8.38, max: 19.42 },
    });
  });

  it('shows nothing when finance is off, without the provider’s quote, or when not eligible', () => {
    expect(financeQuote(car, { stratton }, config({}, false), NOW)).toBeNull();
    expect(financeQuote(car, { plenti: stratton }, config({}), NOW)).toBeNull();
    expect(financeQuote({ ...car, year: 2014 }, { stratton }, config({}), NOW)).toBeNull();
    expect(financeQuote(car, { stratton }, config({ excludedMakes: ['mazda'] }), NOW)).toBeNull();
  });
});
