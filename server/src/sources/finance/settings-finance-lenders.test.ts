import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import { financeQuoter } from '@forecourt/tenants/stock/car-finance-lenders';
import { describe, expect, it } from 'vitest';
import { toStockDocument } from '../../stock/stock-document.js';
import { harbourCars, harbourSite } from '../../stock/testing/fixture-sites.js';
import { createFinanceLenders, financeLendersBySite } from './create-finance-lenders.js';
import { HttpFinanceLenders } from './http-finance-lenders.js';
import { SettingsFinanceLenders } from './settings-finance-lenders.js';

const plenti = {
  key: 'plenti',
  name: 'Plenti',
  interestRate: 7.49,
  comparisonRate: 8.12,
  termYears: 5,
  establishmentFee: 550,
  depositPercent: 10,
  balloonPercent: 25,
  comparisonRateRange: { min: 6.99, max: 19.42 },
};

function withFinance(finance: Record<string, unknown>): Site {
  return {
    ...harbourSite,
    config: siteConfigSchema.parse({
      ...harbourSite.config,
      finance: { ...harbourSite.config.finance, ...finance },
    }),
  };
}

const site = withFinance({ lenders: [...harbourSite.config.finance.lenders, plenti] });
const doc = (id: string) =>
  toStockDocument(
    harbourCars.find((car) => car.id === id)!,
    site,
  );

describe('SettingsFinanceLenders', () => {
  const lenders = new SettingsFinanceLenders(site.config.finance);

  it('keeps the quotes the stock feed gave a car', async () => {
    // The feed quoted this Corolla with Stratton only ($95 a week).
    const [entries] = await lenders.lendersFor([doc('hm-corolla-ascent')]);
    expect(Object.keys(entries!)).toEqual(['stratton']);
    expect(entries!.stratton).toMatchObject({
      interestRate: 8,
      comparisonRate: 9,
      paymentWeek: 95,
    });
  });

  it('quotes a car the feed did not on its price, with every lender of the table', async () => {
    const hilux = doc('hm-hilux-sr5');
    const [entries] = await lenders.lendersFor([hilux]);
    const table = financeQuoter(site.config.finance.lenders)(hilux.price);
    expect(entries).toEqual({
      stratton: table.stratton,
      plenti: { ...table.plenti, comparisonRateRange: { min: 6.99, max: 19.42 } },
    });
    expect(entries!.plenti).toMatchObject({ deposit: 4_599, balloon: 11_498 });
  });

  it('answers one record per car in order, empty for an unpriced car', async () => {
    const cars = ['hm-sportage-poa', 'hm-cx5-maxx', 'hm-hilux-sr5'].map(doc);
    const answers = await lenders.lendersFor(cars);
    expect(answers).toHaveLength(3);
    expect(answers[0]).toEqual({});
    expect(answers[1]!.stratton!.paymentWeek).toBe(120);
    expect(Object.keys(answers[2]!)).toEqual(['stratton', 'plenti']);
  });
});

describe('createFinanceLenders', () => {
  it('reads the site’s own data by default and the lender API when the site has one', () => {
    expect(createFinanceLenders(site)).toBeInstanceOf(SettingsFinanceLenders);
    const api = withFinance({ source: { kind: 'http', baseUrl: 'https://lenders.example.com' } });
    expect(createFinanceLenders(api)).toBeInstanceOf(HttpFinanceLenders);
  });

  it('builds each site’s source once', () => {
    const bySite = financeLendersBySite();
    const other = withFinance({});
    expect(bySite.forSite(site)).toBe(bySite.forSite(site));
    expect(bySite.forSite(other)).not.toBe(bySite.forSite(site));
  });
});
