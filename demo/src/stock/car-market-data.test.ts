import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoSites } from '../demo-sites.js';
import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { drawAutograbData, marketDataRandom } from './car-market-data.js';
import { generateStock } from './generate-stock.js';

const NOW = new Date('2026-11-20T01:00:00Z');
let northside: Site;
let cars: CarRecord[];

beforeAll(async () => {
  northside = (await loadDemoSites()).find((s) => s.config.slug === 'northside-used-cars')!;
  cars = generateStock(northside, { size: 4000, now: NOW });
});

/** The market-price badge's comparison (spec 2 §5, §9), to see the demo stock gives it cars. */
const clearlyBelowMarket = (car: CarRecord) =>
  car.autograbData !== undefined &&
  car.autograbData.averageMarketPrice - car.price > 499 &&
  car.price < car.autograbData.stateAverageMarketPrice;

describe('generated market data (autograb_data)', () => {
  it('is given to every priced used car and to no other car', () => {
    for (const car of cars) {
      expect(car.autograbData !== undefined).toBe(car.carType === 'used' && car.price > 0);
    }
    expect(cars.filter((car) => car.autograbData).length).toBeGreaterThan(3000);
  });

  it('sits around the price: some cars clearly under the market, most not', () => {
    const used = cars.filter((car) => car.autograbData);
    for (const car of used) {
      const { averageMarketPrice, stateAverageMarketPrice } = car.autograbData!;
      expect(averageMarketPrice / car.price).toBeGreaterThan(0.92);
      expect(averageMarketPrice / car.price).toBeLessThan(1.13);
      expect(stateAverageMarketPrice / averageMarketPrice).toBeGreaterThan(0.96);
      expect(stateAverageMarketPrice / averageMarketPrice).toBeLessThan(1.04);
      expect(averageMarketPrice % 10).toBe(0);
    }
    const share = used.filter(clearlyBelowMarket).length / used.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.35);
  });

  it('is the same for the same seed, and keeps the first cars when the stock grows', () => {
    const again = generateStock(northside, { size: 4000, now: NOW });
    expect(again.map((car) => car.autograbData)).toEqual(cars.map((car) => car.autograbData));
    const more = generateStock(northside, { size: 4500, now: NOW });
    expect(more.slice(0, 4000)).toEqual(cars);
  });

  it('draws nothing for new or demo cars and cars without a price', () => {
    const rng = marketDataRandom(1);
    expect(drawAutograbData(rng, { carType: 'new', price: 30_000 })).toBeUndefined();
    expect(drawAutograbData(rng, { carType: 'demo', price: 30_000 })).toBeUndefined();
    expect(drawAutograbData(rng, { carType: 'used', price: 0 })).toBeUndefined();
    expect(drawAutograbData(rng, { carType: 'used', price: 30_000 })).toBeDefined();
  });
});
