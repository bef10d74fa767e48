import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoSites } from '../demo-sites.js';
import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { generateStock } from './generate-stock.js';

const NOW = new Date('2026-11-20T01:00:00Z');
const DAY_MS = 86_400_000;
const SAMPLE = 20_000;

let sites: Map<string, Site>;
let coastal: CarRecord[];

beforeAll(async () => {
  sites = new Map((await loadDemoSites()).map((s) => [s.config.slug, s]));
  coastal = generateStock(sites.get('coastal-motor-group')!, { size: SAMPLE, now: NOW });
});

const share = (cars: readonly CarRecord[], test: (car: CarRecord) => boolean) =>
  cars.filter(test).length / cars.length;
const daysAgo = (iso: string | undefined) => (NOW.getTime() - Date.parse(iso!)) / DAY_MS;

describe('the status mix of generated stock', () => {
  it('is mostly in stock, with some coming soon, recently sold and long sold', () => {
    expect(share(coastal, (c) => c.status === 'in_stock')).toBeCloseTo(0.8, 1);
    expect(share(coastal, (c) => c.status === 'coming_soon')).toBeCloseTo(0.05, 1);
    const soldWithin2Days = share(coastal, (c) => c.status === 'sold' && daysAgo(c.soldAt) <= 3);
    expect(soldWithin2Days).toBeGreaterThan(0.03);
    expect(soldWithin2Days).toBeLessThan(0.05);
    const soldLongAgo = share(
      coastal,
      (c) => c.status === 'sold' && daysAgo(c.soldAt) >= 30 && daysAgo(c.soldAt) <= 301,
    );
    expect(soldLongAgo).toBeGreaterThan(0.05);
    expect(soldLongAgo).toBeLessThan(0.07);
    const inStock = coastal.filter((c) => c.status === 'in_stock');
    expect(share(inStock, (c) => c.reserved)).toBeCloseTo(0.03, 1);
    expect(coastal.some((c) => c.status !== 'in_stock' && c.reserved)).toBe(false);
  });

  it('has consistent dates: listed before updated, sold only when sold, nothing in the future', () => {
    for (const car of coastal) {
      const created = Date.parse(car.createdAt);
      expect(Date.parse(car.updatedAt)).toBeGreaterThanOrEqual(created);
      expect(Date.parse(car.updatedAt)).toBeLessThanOrEqual(NOW.getTime());
      expect(car.soldAt !== undefined).toBe(car.status === 'sold');
      if (car.soldAt) expect(Date.parse(car.soldAt)).toBeGreaterThan(created);
      expect(Date.parse(car.buildDate!)).toBeLessThanOrEqual(created);
    }
    const listedInStock = coastal
      .filter((c) => c.status === 'in_stock')
      .map((c) => daysAgo(c.createdAt));
    expect(Math.max(...listedInStock)).toBeLessThanOrEqual(200);
    // New arrivals (spec: 8 days) are there for the tag to show.
    expect(listedInStock.filter((d) => d < 8).length / listedInStock.length).toBeGreaterThan(0.1);
  });
});

describe('generated stock follows the site settings', () => {
  it('places new and demo cars only at locations that sell the make, used cars anywhere', () => {
    const site = sites.get('coastal-motor-group')!;
    const usedAt = new Set<string>();
    for (const car of coastal) {
      const location = site.locationsById.get(car.locationId)!;
      expect(location.locationType).toBe('sales');
      if (car.carType === 'used') usedAt.add(location.id);
      else expect(location.manufacturers).toContain(car.make);
    }
    expect(usedAt.size).toBe(site.locations.filter((l) => l.locationType === 'sales').length);
  });

  it('draws the makes and car types of the settings', () => {
    const site = sites.get('coastal-motor-group')!;
    const stock = site.config.stock;
    if (stock.kind !== 'generated') throw new Error('coastal stock is generated');
    expect(new Set(coastal.map((c) => c.make))).toEqual(new Set(stock.makes));
    expect(share(coastal, (c) => c.carType === 'new')).toBeCloseTo(0.4, 1);
    expect(share(coastal, (c) => c.carType === 'used')).toBeCloseTo(0.5, 1);
    expect(coastal.filter((c) => c.customTag === 'Runout Sale').length).toBeGreaterThan(100);
    expect(coastal.some((c) => c.certified && c.make === 'Toyota' && c.carType === 'used')).toBe(
      true,
    );
    expect(coastal.some((c) => c.fuel === 'Electric')).toBe(true);
    expect(coastal.some((c) => c.fuel === 'Hybrid')).toBe(true);
  });

  it('puts some new and demo cars in a used-only dealer feed so its stock filter matters', () => {
    const cars = generateStock(sites.get('northside-used-cars')!, { now: NOW });
    expect(share(cars, (c) => c.carType === 'used')).toBeGreaterThan(0.75);
    expect(cars.some((c) => c.carType === 'new')).toBe(true);
    expect(cars.some((c) => c.carType === 'demo')).toBe(true);
  });

  it('makes caravans and motorcycles for a caravan dealer', () => {
    const cars = generateStock(sites.get('outback-caravans')!, { now: NOW });
    expect(new Set(cars.map((c) => c.itemType))).toEqual(new Set(['caravan', 'motorcycle']));
    for (const van of cars.filter((c) => c.itemType === 'caravan')) {
      expect(van.km).toBe(0);
      expect(van.caravanSpecifications?.sleeps).toBeGreaterThan(0);
      expect(van.categories.length).toBeGreaterThan(0);
    }
    for (const bike of cars.filter((c) => c.itemType === 'motorcycle')) {
      expect(bike.categories).toContain(bike.body);
      expect(bike.variant.engineSizeCc).toBeGreaterThan(0);
    }
  });
});

describe('realistic values', () => {
  it('drives used cars 12,000 to 18,000 km a year, give or take', () => {
    const used = coastal.filter((c) => c.carType === 'used');
    const perYear = used
      .map(
        (c) =>
          c.km /
          Math.max(0.5, (Date.parse(c.createdAt) - Date.parse(c.buildDate!)) / (365.25 * DAY_MS)),
      )
      .sort((a, b) => a - b);
    const median = perYear[Math.floor(perYear.length / 2)]!;
    expect(median).toBeGreaterThan(11_000);
    expect(median).toBeLessThan(19_000);
  });

  it('prices used cars below new ones of the same model, and older ones lower', () => {
    const priced = coastal.filter((c) => c.price > 0 && c.make === 'Toyota' && c.model === 'HiLux');
    const mean = (cars: CarRecord[]) => cars.reduce((sum, c) => sum + c.price, 0) / cars.length;
    const newOnes = priced.filter((c) => c.carType === 'new');
    const young = priced.filter((c) => c.carType === 'used' && NOW.getUTCFullYear() - c.year <= 3);
    const old = priced.filter((c) => c.carType === 'used' && NOW.getUTCFullYear() - c.year >= 8);
    expect(mean(young)).toBeLessThan(mean(newOnes));
    expect(mean(old)).toBeLessThan(mean(young));
    for (const car of priced) expect(car.price % 500).toBe(490);
  });

  it('lists 8 to 25 features, 4 to 20 photos and a 36-frame spin on about 15% of cars', () => {
    for (const car of coastal) {
      expect(car.features.length).toBeGreaterThanOrEqual(8);
      expect(car.features.length).toBeLessThanOrEqual(25);
      expect(car.photosCount).toBeGreaterThanOrEqual(4);
      expect(car.photosCount).toBeLessThanOrEqual(20);
      expect([0, 36]).toContain(car.spinFrameCount);
    }
    expect(share(coastal, (c) => c.spinFrameCount === 36)).toBeCloseTo(0.15, 1);
    expect(coastal.some((c) => c.hotspots.length > 0)).toBe(true);
    expect(share(coastal, (c) => c.dealerComments === undefined)).toBeCloseTo(0.12, 1);
    expect(new Set(coastal.map((c) => c.priceType))).toEqual(
      new Set(['Drive Away', 'Excl. Govt. Charges']),
    );
  });
});
