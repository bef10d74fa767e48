import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoSites } from '../demo-sites.js';
import type { Site } from '@forecourt/tenants/site';
import { carRecordSchema } from '@forecourt/tenants/stock/car-record.schema';
import { vinCheckDigit } from './car-identity.js';
import { generateStock } from './generate-stock.js';

const NOW = new Date('2026-11-20T01:00:00Z');
let sites: Map<string, Site>;
const site = (slug: string) => sites.get(slug)!;

beforeAll(async () => {
  sites = new Map((await loadDemoSites()).map((s) => [s.config.slug, s]));
});

function withStock(base: Site, stock: Record<string, unknown>): Site {
  return {
    ...base,
    config: {
      ...base.config,
      stock: { ...base.config.stock, ...stock } as Site['config']['stock'],
    },
  };
}

describe('generateStock', () => {
  it.each(['coastal-motor-group', 'northside-used-cars', 'outback-caravans'])(
    'makes %s stock of its configured size whose every record passes the car record schema unchanged',
    (slug) => {
      const cars = generateStock(site(slug), { now: NOW });
      const stock = site(slug).config.stock;
      expect(cars).toHaveLength(stock.kind === 'generated' ? stock.size : -1);
      for (const car of cars) expect(carRecordSchema.parse(car)).toEqual(car);
    },
  );

  it('is deterministic for the same settings, size, seed and now', () => {
    const a = generateStock(site('northside-used-cars'), { size: 300, now: NOW });
    const b = generateStock(site('northside-used-cars'), { size: 300, now: NOW });
    expect(b).toEqual(a);
  });

  it('changes with the seed and with now, and keeps the first cars when the size grows', () => {
    const coastal = site('coastal-motor-group');
    const base = generateStock(coastal, { size: 50, now: NOW });
    const reseeded = generateStock(coastal, { size: 50, now: NOW, seed: 99 });
    expect(reseeded.map((c) => c.slug)).not.toEqual(base.map((c) => c.slug));
    const later = generateStock(coastal, { size: 50, now: new Date(NOW.getTime() + 86_400_000) });
    expect(later[0]!.createdAt).not.toBe(base[0]!.createdAt);
    expect(generateStock(coastal, { size: 80, now: NOW }).slice(0, 50)).toEqual(base);
  });

  it('gives unique ids prefixed by the initials of the slug, and slugs that name the car', () => {
    const cars = generateStock(site('coastal-motor-group'), { size: 2000, now: NOW });
    expect(cars[0]!.id).toBe('cmg-000001');
    expect(cars[1999]!.id).toBe('cmg-002000');
    expect(new Set(cars.map((c) => c.id)).size).toBe(cars.length);
    expect(new Set(cars.map((c) => c.stockNumber)).size).toBe(cars.length);
    const car = cars[0]!;
    const words = [car.year, car.make, car.model, car.badge, car.id].join(' ').toLowerCase();
    expect(car.slug).toBe(words.replace(/[^a-z0-9]+/g, '-'));
    expect(generateStock(site('outback-caravans'), { size: 1, now: NOW })[0]!.id).toBe('oc-000001');
  });

  it('writes VINs with a valid check digit and plates in the format of the dealership state', () => {
    const northside = site('northside-used-cars');
    const cars = generateStock(northside, { size: 500, now: NOW });
    for (const car of cars) {
      expect(car.vin![8]).toBe(vinCheckDigit(car.vin!));
      if (car.carType === 'new') expect(car.regPlate).toBeUndefined();
      // Northside's yards are in Queensland: three digits, three letters.
      else expect(car.regPlate).toMatch(/^\d{3}[A-Z]{3}$/);
    }
  });

  it('quotes every lender of the site on priced cars, and none on cars priced 0', () => {
    const coastal = site('coastal-motor-group');
    const cars = generateStock(coastal, { size: 3000, now: NOW });
    const keys = coastal.config.finance.lenders.map((l) => l.key);
    const unpriced = cars.filter((c) => c.price === 0);
    expect(unpriced.length).toBeGreaterThan(10);
    for (const car of unpriced) expect(car.financeLenders).toEqual({});
    for (const car of cars.filter((c) => c.price > 500)) {
      expect(Object.keys(car.financeLenders)).toEqual(keys);
      const plenti = car.financeLenders.plenti!;
      expect(plenti.deposit).toBe(Math.round(car.price * 0.1));
      expect(plenti.paymentMonth! * 12).toBeGreaterThan(plenti.paymentWeek! * 52 - 52);
    }
  });

  it('prices subscriptions only where the site offers them', () => {
    const withSubscriptions = generateStock(site('northside-used-cars'), { now: NOW });
    const without = generateStock(site('coastal-motor-group'), { now: NOW });
    expect(
      withSubscriptions.filter((c) => c.subscriptionPrice !== undefined).length,
    ).toBeGreaterThan(200);
    expect(without.some((c) => c.subscriptionPrice !== undefined)).toBe(false);
  });

  it('refuses a feed site and settings that cannot produce stock, naming the setting', () => {
    const coastal = site('coastal-motor-group');
    expect(() =>
      generateStock(withStock(coastal, { kind: 'feed', file: 'stock.csv' }), { now: NOW }),
    ).toThrow(/^stock\.kind: .*feed stock\.csv/);
    expect(() =>
      generateStock(withStock(coastal, { itemTypes: { caravan: 1 } }), { now: NOW }),
    ).toThrow('stock.itemTypes.caravan: none of stock.makes is a caravan make');
    const outback = site('outback-caravans');
    const noNewMakes = withStock(outback, { makes: ['Ducati'], itemTypes: { motorcycle: 1 } });
    expect(() => generateStock(noNewMakes, { now: NOW })).toThrow(
      /^stock\.carTypes\.new: no sales location of site outback-caravans sells new stock/,
    );
  });
});
