import { describe, expect, it } from 'vitest';
import type { Site } from '@forecourt/tenants/site';
import { createTestStockSearch } from '../testing/test-stock-search.js';
import { harbourCars, harbourSite } from './testing/fixture-sites.js';
import {
  findSimilarCars,
  orderSimilar,
  similarPriceBand,
  similarStockQuery,
  similarityCriteria,
} from './similar-cars.js';
import type { StockDocument } from './stock-document.js';

describe('similarPriceBand', () => {
  it('is ±10,000 under 50,000', () => {
    expect(similarPriceBand(24_990)).toEqual({ min: 14_990, max: 34_990 });
    expect(similarPriceBand(49_999)).toEqual({ min: 39_999, max: 59_999 });
  });

  it('is ±25,000 from 50,000 on', () => {
    expect(similarPriceBand(50_000)).toEqual({ min: 25_000, max: 75_000 });
    expect(similarPriceBand(120_000)).toEqual({ min: 95_000, max: 145_000 });
  });

  it('never goes below 0, and there is none without a price', () => {
    expect(similarPriceBand(8_000)).toEqual({ min: 0, max: 18_000 });
    expect(similarPriceBand(0)).toBeNull();
  });
});

const doc = (id: string, make: string, model: string) =>
  ({ id, make, model }) as unknown as StockDocument;

describe('orderSimilar', () => {
  const criteria = { carId: 'me', make: 'Toyota', model: 'Corolla' };

  it('puts the same model first, otherwise keeps the search order', () => {
    const hits = [
      doc('a', 'Mazda', '3'),
      doc('b', 'Toyota', 'Corolla'),
      doc('c', 'Hyundai', 'i30'),
      doc('d', 'Toyota', 'Corolla'),
    ];
    expect(orderSimilar(hits, criteria).map((car) => car.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('needs the same make for the same model', () => {
    const hits = [doc('a', 'Mazda', '3'), doc('b', 'Ford', 'Corolla')];
    expect(orderSimilar(hits, criteria).map((car) => car.id)).toEqual(['a', 'b']);
  });

  it('shows each vehicle once, never the vehicle itself, and 6 at most', () => {
    const hits = [
      doc('me', 'Toyota', 'Corolla'),
      ...['1', '2', '1', '3', '4', '5', '6', '7'].map((id) => doc(id, 'Kia', 'Rio')),
    ];
    expect(orderSimilar(hits, criteria).map((car) => car.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  });
});

describe('similarStockQuery', () => {
  const corolla = harbourCars.find((car) => car.id === 'hm-corolla-ascent')!;
  const criteria = similarityCriteria(corolla as unknown as StockDocument, harbourSite);

  it('asks for 10 vehicles in stock, in the band, leaving the vehicle out, counting no facet', () => {
    const query = similarStockQuery(criteria, ['known']);
    expect(query.limit).toBe(10);
    expect(query.facets).toEqual([]);
    expect(query.filters.status).toEqual(['in_stock']);
    expect(query.ranges.price).toEqual({ min: 14_990, max: 34_990 });
    expect(query.excludeIds).toEqual(['hm-corolla-ascent', 'known']);
  });

  it('matches make and model, or car type and body', () => {
    expect(similarStockQuery(criteria).filters).toMatchObject({
      make: ['Toyota'],
      model: ['Corolla'],
    });
    const byBody = similarStockQuery({ ...criteria, match: 'carTypeBody' });
    expect(byBody.filters).toEqual({ carType: ['used'], body: ['Hatch'], status: ['in_stock'] });
  });
});

describe('findSimilarCars', () => {
  const withMatch = (match: Site['config']['similarVehicles']['match']): Site => ({
    ...harbourSite,
    config: { ...harbourSite.config, similarVehicles: { match, lazyLoad: true } },
  });

  async function similarTo(site: Site, id: string): Promise<string[]> {
    const search = createTestStockSearch();
    await search.replaceSiteStock(site, harbourCars);
    const stock = search.forSite(site);
    const [car] = await stock.findByIds([id]);
    const cars = await findSimilarCars(stock, similarityCriteria(car!, site));
    return cars.map((similar) => similar.id);
  }

  it('finds in-stock vehicles of the same make and model within the band', async () => {
    // 19,990: 32,990 is outside ±10,000; the vehicle itself is sold and never listed.
    expect(await similarTo(withMatch('makeModel'), 'hm-corolla-sold')).toEqual([
      'hm-corolla-ascent',
    ]);
    // 69,990: ±25,000 takes in 54,990.
    expect(await similarTo(withMatch('makeModel'), 'hm-ranger-wildtrak')).toEqual([
      'hm-ranger-xlt',
    ]);
  });

  it('finds the same car type and body, the same model first', async () => {
    // Used hatches from 14,990 to 34,990 in stock: the sold Focus is left out.
    expect(await similarTo(withMatch('carTypeBody'), 'hm-corolla-ascent')).toEqual([
      'hm-corolla-hybrid',
      'hm-mazda3-pure',
      'hm-i30-active',
    ]);
  });
});
