import {
  financeSchema,
  type FinanceProvider,
} from '@forecourt/tenants/settings/finance-settings.schema';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import { describe, expect, it } from 'vitest';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import type { FinanceLenderEntry } from './finance-lenders.port.js';
import {
  carAgeYears,
  eligibleFinanceEntry,
  financeOffered,
  isExcludedFromFinance,
  isForSaleAndPriced,
  type FinanceCar,
} from './finance-eligibility.js';

const NOW = new Date('2026-11-01T00:00:00Z');

/** A 2021 Toyota in stock at $24,990: eligible with every provider's default rule. */
const car: FinanceCar = {
  status: 'in_stock',
  price: 24_990,
  year: 2021,
  make: 'Toyota',
  dealershipSlug: 'harbour-toyota',
};

const entry: FinanceLenderEntry = {
  interestRate: 8.99,
  comparisonRate: 9.89,
  paymentWeek: 130,
  paymentMonth: 563,
  deposit: 0,
  balloon: 0,
  establishmentFees: 495,
  termYears: 5,
};

function finance(provider: FinanceProvider, overrides: Record<string, unknown> = {}) {
  return financeSchema.parse({
    provider,
    source: { kind: 'http', baseUrl: 'https://lenders.example.com' },
    ...overrides,
  });
}

const eligible = (
  provider: FinanceProvider,
  carChanges: Partial<FinanceCar> = {},
  entryChanges: Partial<FinanceLenderEntry> = {},
  settings: Record<string, unknown> = {},
) =>
  eligibleFinanceEntry(
    { ...car, ...carChanges },
    { ...entry, ...entryChanges },
    finance(provider, settings),
    NOW,
  ) !== null;

describe('isForSaleAndPriced', () => {
  it('holds for priced cars in stock or coming soon, not sold or unpriced ones', () => {
    expect(isForSaleAndPriced({ status: 'in_stock', price: 1 })).toBe(true);
    expect(isForSaleAndPriced({ status: 'coming_soon', price: 30_000 })).toBe(true);
    expect(isForSaleAndPriced({ status: 'sold', price: 30_000 })).toBe(false);
    expect(isForSaleAndPriced({ status: 'in_stock', price: 0 })).toBe(false);
  });
});

describe('isExcludedFromFinance', () => {
  const settings = { excludedMakes: ['Mercedes-Benz'], excludedDealerships: ['harbour-mazda'] };

  it('excludes a make whatever its case', () => {
    expect(isExcludedFromFinance({ ...car, make: 'MERCEDES-BENZ' }, settings)).toBe(true);
    expect(isExcludedFromFinance({ ...car, make: 'mercedes-benz' }, settings)).toBe(true);
    expect(isExcludedFromFinance(car, settings)).toBe(false);
  });

  it('excludes the dealer groups listed by dealership slug', () => {
    expect(isExcludedFromFinance({ ...car, dealershipSlug: 'harbour-mazda' }, settings)).toBe(true);
  });
});

describe('carAgeYears', () => {
  it('counts years from the model year to the year of the request', () => {
    expect(carAgeYears({ year: 2015 }, NOW)).toBe(11);
    expect(carAgeYears({ year: 2014 }, NOW)).toBe(12);
  });
});

describe('eligibleFinanceEntry', () => {
  it('returns the quote with its rates when every rule holds', () => {
    const result = eligibleFinanceEntry(car, entry, finance('stratton'), NOW);
    expect(result).toEqual(entry);
  });

  it('needs a provider and a non-empty quote with both rates', () => {
    const noProvider = financeSchema.parse({});
    expect(eligibleFinanceEntry(car, entry, noProvider, NOW)).toBeNull();
    expect(eligibleFinanceEntry(car, undefined, finance('plenti'), NOW)).toBeNull();
    expect(eligibleFinanceEntry(car, {} as FinanceLenderEntry, finance('plenti'), NOW)).toBeNull();
    expect(eligible('plenti', {}, { interestRate: null })).toBe(false);
    expect(eligible('plenti', {}, { comparisonRate: null })).toBe(false);
  });

  it('hides excluded makes and dealer groups for every provider', () => {
    for (const provider of ['stratton', 'plenti', 'manual'] as const) {
      expect(eligible(provider, { make: 'toyota' }, {}, { excludedMakes: ['Toyota'] })).toBe(false);
      expect(eligible(provider, {}, {}, { excludedDealerships: ['harbour-toyota'] })).toBe(false);
    }
  });

  it('hides sold and unpriced cars for every provider (the helper)', () => {
    for (const provider of ['stratton', 'carclarity', 'angle_finance', 'finance_one'] as const) {
      expect(eligible(provider, { status: 'sold' })).toBe(false);
      expect(eligible(provider, { price: 0 })).toBe(false);
      expect(eligible(provider, { status: 'coming_soon' })).toBe(true);
    }
  });

  it('stratton: under 12 years old, above $500, with a comparison rate above 0', () => {
    expect(eligible('stratton', { year: 2015 })).toBe(true);
    expect(eligible('stratton', { year: 2014 })).toBe(false);
    expect(eligible('stratton', { price: 500 })).toBe(false);
    expect(eligible('stratton', { price: 501 })).toBe(true);
    expect(eligible('stratton', {}, { comparisonRate: 0 })).toBe(false);
  });

  it('carclarity, plenti and angle_finance: the helper only', () => {
    for (const provider of ['carclarity', 'plenti', 'angle_finance'] as const) {
      expect(eligible(provider, { year: 1995, price: 100 }, { comparisonRate: 0 })).toBe(true);
      expect(eligible(provider, {}, { paymentWeek: undefined })).toBe(true);
    }
  });

  it('driva, money3 and manual: above $500 with a weekly repayment', () => {
    for (const provider of ['driva', 'money3', 'manual'] as const) {
      expect(eligible(provider, { year: 1995 })).toBe(true);
      expect(eligible(provider, { price: 500 })).toBe(false);
      expect(eligible(provider, {}, { paymentWeek: undefined })).toBe(false);
      expect(eligible(provider, {}, { paymentMonth: undefined })).toBe(true);
    }
  });

  it('finance_one: above $500 with a monthly repayment', () => {
    expect(eligible('finance_one', {}, { paymentWeek: undefined })).toBe(true);
    expect(eligible('finance_one', {}, { paymentMonth: undefined })).toBe(false);
    expect(eligible('finance_one', { price: 450 })).toBe(false);
  });

  it('needs some repayment to show, whatever the provider', () => {
    expect(eligible('plenti', {}, { paymentWeek: undefined, paymentMonth: undefined })).toBe(false);
  });

  it('follows a site’s own rule for its provider', () => {
    const olderCars = { eligibility: { stratton: { maxAgeYears: 20, minPrice: 5_000 } } };
    expect(eligible('stratton', { year: 2010 }, {}, olderCars)).toBe(true);
    expect(eligible('stratton', { price: 4_990 }, {}, olderCars)).toBe(false);
  });
});

describe('financeOffered', () => {
  const config = (features: Record<string, boolean>, finance: Record<string, unknown> = {}) =>
    siteConfigSchema.parse({
      ...harbourSite.config,
      features: { ...harbourSite.config.features, ...features },
      finance: { ...harbourSite.config.finance, ...finance },
    });

  it('shows for a priced car on a site with finance and a provider', () => {
    expect(financeOffered(car, config({}))).toBe(true);
    expect(financeOffered({ ...car, price: 1 }, config({}))).toBe(true);
  });

  it('hides when finance is off, there is no provider, no price, the car sold, or it is excluded', () => {
    expect(financeOffered(car, config({ finance: false }))).toBe(false);
    expect(financeOffered(car, config({}, { provider: null }))).toBe(false);
    expect(financeOffered({ ...car, price: 0 }, config({}))).toBe(false);
    expect(financeOffered({ ...car, status: 'sold' }, config({}))).toBe(false);
    expect(financeOffered(car, config({}, { excludedMakes: ['TOYOTA'] }))).toBe(false);
    expect(financeOffered(car, config({}, { excludedDealerships: ['harbour-toyota'] }))).toBe(
      false,
    );
  });
});
