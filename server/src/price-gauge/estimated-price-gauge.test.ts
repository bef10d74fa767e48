import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger.js';
import type { StockDocument } from '../stock/stock-document.js';
import type { SiteStock, StockQuery, StockSearchResult } from '../stock/stock-search.port.js';
import { comparablesQuery, EstimatedPriceGauge } from './estimated-price-gauge.js';
import type { GaugeCar } from './price-gauge.port.js';

/** A site's stock that answers every search with the given cars and keeps the queries. */
class ListedCars implements SiteStock {
  readonly queries: StockQuery[] = [];
  constructor(private readonly hits: Pick<StockDocument, 'price' | 'year' | 'km'>[] | Error) {}
  search(query: StockQuery): Promise<StockSearchResult> {
    this.queries.push(query);
    if (this.hits instanceof Error) return Promise.reject(this.hits);
    return Promise.resolve({
      hits: this.hits as StockDocument[],
      totalCount: this.hits.length,
      totalCountCapped: false,
      facets: {},
      stats: {},
    });
  }
  findBySlugs(): Promise<(StockDocument | null)[]> {
    throw new Error('not used by the gauge');
  }
  findByIds(): Promise<(StockDocument | null)[]> {
    throw new Error('not used by the gauge');
  }
}

let site: Site;
beforeAll(async () => {
  site = (await loadDemoSites()).find((s) => s.config.slug === 'coastal-motor-group')!;
});
afterEach(() => vi.restoreAllMocks());

const car: GaugeCar = {
  id: 'cmg-000007',
  slug: '2021-mazda-cx-5-maxx-sport-cmg-000007',
  make: 'Mazda',
  model: 'CX-5',
  year: 2021,
  km: 60_000,
  price: 21_000,
};
const sameAge = (price: number) => ({ price, year: 2021, km: 60_000 });

describe('comparablesQuery', () => {
  it('asks for the same make and model, a year either side, ±25,000 km at least, listed or sold, counting no facet', () => {
    expect(comparablesQuery(car)).toEqual({
      filters: { make: ['Mazda'], model: ['CX-5'], status: ['in_stock', 'sold'] },
      ranges: { year: { min: 2020, max: 2022 }, km: { min: 35_000, max: 85_000 } },
      excludeZeroPrice: true,
      excludeIds: ['cmg-000007'],
      sort: 'latest',
      offset: 0,
      limit: 200,
      facets: [],
    });
  });

  it('widens the distance window to 40% of a long distance, and never below 0 km', () => {
    expect(comparablesQuery({ ...car, km: 150_000 }).ranges.km).toEqual({
      min: 90_000,
      max: 210_000,
    });
    expect(comparablesQuery({ ...car, km: 8 }).ranges.km).toEqual({ min: 0, max: 25_008 });
  });
});

describe('EstimatedPriceGauge', () => {
  it('reads the range, fill and confidence from the comparables it found', async () => {
    const stock = new ListedCars([24_000, 20_000, 22_000, 23_000, 21_000].map(sameAge));
    const reading = await new EstimatedPriceGauge(site, stock).gaugeFor(car);
    // Range 20,400–23,600 and confidence 0.40 (see market-estimate.test.ts); 21,000 sits 2,600
    // of 3,200 below the maximum.
    expect(reading).toEqual({
      fill: 0.813,
      listingPrice: 21_000,
      marketRangeMin: 20_400,
      marketRangeMax: 23_600,
      confidence: 0.4,
      description:
        'Compared with 5 similar vehicles at Coastal Motor Group: the same make and model, a year either side and similar kilometres, listed now or recently sold.',
      comparableCount: 5,
    });
    expect(stock.queries).toEqual([comparablesQuery(car)]);
  });

  it('gives no reading for a vehicle without a price, without searching', async () => {
    const stock = new ListedCars([sameAge(20_000)]);
    expect(await new EstimatedPriceGauge(site, stock).gaugeFor({ ...car, price: 0 })).toBeNull();
    expect(stock.queries).toEqual([]);
  });

  it('gives no reading without comparables', async () => {
    expect(await new EstimatedPriceGauge(site, new ListedCars([])).gaugeFor(car)).toBeNull();
  });

  it('logs a failed search with the site and the car, and gives no reading', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const stock = new ListedCars(new Error('search engine unreachable'));
    expect(await new EstimatedPriceGauge(site, stock).gaugeFor(car)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toEqual({
      site: 'coastal-motor-group',
      car: car.slug,
      source: 'estimator',
      reason: 'search engine unreachable',
    });
  });
});
