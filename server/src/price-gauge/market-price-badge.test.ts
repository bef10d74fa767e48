import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketPriceBadge } from './market-price-badge.js';

let on: Site;
let off: Site;
beforeAll(async () => {
  const coastal = (await loadDemoSites()).find((s) => s.config.slug === 'coastal-motor-group')!;
  const withBadge = (marketPriceBadge: boolean): Site => ({
    ...coastal,
    config: siteConfigSchema.parse({
      ...coastal.config,
      features: { ...coastal.config.features, marketPriceBadge },
    }),
  });
  on = withBadge(true);
  off = withBadge(false);
});

type BadgeCar = Pick<CarRecord, 'status' | 'reserved' | 'price' | 'autograbData'>;
const car: BadgeCar = {
  status: 'in_stock',
  reserved: false,
  price: 24_990,
  autograbData: { averageMarketPrice: 26_000, stateAverageMarketPrice: 25_600 },
};

describe('marketPriceBadge', () => {
  it('shows "Below market price" with the average and the difference', () => {
    expect(marketPriceBadge(car, on)).toEqual({
      averageMarketPrice: 26_000,
      belowAverageBy: 1_010,
      label: 'Below market price',
    });
  });

  it('needs the price at least 500 under the market average', () => {
    const average = (averageMarketPrice: number): BadgeCar => ({
      ...car,
      autograbData: { averageMarketPrice, stateAverageMarketPrice: 30_000 },
    });
    expect(marketPriceBadge(average(25_490), on)?.belowAverageBy).toBe(500);
    expect(marketPriceBadge(average(25_489), on)).toBeNull();
    expect(marketPriceBadge(average(24_990), on)).toBeNull();
  });

  it('needs the price under the state average too', () => {
    const state = (stateAverageMarketPrice: number): BadgeCar => ({
      ...car,
      autograbData: { averageMarketPrice: 26_000, stateAverageMarketPrice },
    });
    expect(marketPriceBadge(state(24_991), on)).not.toBeNull();
    expect(marketPriceBadge(state(24_990), on)).toBeNull();
    expect(marketPriceBadge(state(24_000), on)).toBeNull();
  });

  it('is not shown when the site does not show it or the car has no market data', () => {
    expect(marketPriceBadge(car, off)).toBeNull();
    expect(marketPriceBadge({ ...car, autograbData: undefined }, on)).toBeNull();
  });

  it('is shown only on cars in stock and not reserved', () => {
    expect(marketPriceBadge({ ...car, status: 'sold' }, on)).toBeNull();
    expect(marketPriceBadge({ ...car, status: 'coming_soon' }, on)).toBeNull();
    expect(marketPriceBadge({ ...car, reserved: true }, on)).toBeNull();
  });

  it('needs a price over 200', () => {
    const cheap = (price: number): BadgeCar => ({
      ...car,
      price,
      autograbData: { averageMarketPrice: 5_000, stateAverageMarketPrice: 5_000 },
    });
    expect(marketPriceBadge(cheap(200), on)).toBeNull();
    expect(marketPriceBadge(cheap(201), on)?.belowAverageBy).toBe(4_799);
  });
});
