import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketFigure, marketPriceBadge } from './market-price-badge.js';

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

/** The badge of a page without a gauge: the market data's averages. */
const badgeOf = (c: BadgeCar, site: Site) => marketPriceBadge(c, marketFigure(c, null), site);

describe('marketPriceBadge', () => {
  it('shows "Below market price" with the average and the difference', () => {
    expect(badgeOf(car, on)).toEqual({
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
    expect(badgeOf(average(25_490), on)?.belowAverageBy).toBe(500);
    expect(badgeOf(average(25_489), on)).toBeNull();
    expect(badgeOf(average(24_990), on)).toBeNull();
  });

  it('needs the price under the state average too', () => {
    const state = (stateAverageMarketPrice: number): BadgeCar => ({
      ...car,
      autograbData: { averageMarketPrice: 26_000, stateAverageMarketPrice },
    });
    expect(badgeOf(state(24_991), on)).not.toBeNull();
    expect(badgeOf(state(24_990), on)).toBeNull();
    expect(badgeOf(state(24_000), on)).toBeNull();
  });

  it('is not shown when the site does not show it or the car has no market data', () => {
    expect(badgeOf(car, off)).toBeNull();
    expect(badgeOf({ ...car, autograbData: undefined }, on)).toBeNull();
  });

  it('is shown only on cars in stock and not reserved', () => {
    expect(badgeOf({ ...car, status: 'sold' }, on)).toBeNull();
    expect(badgeOf({ ...car, status: 'coming_soon' }, on)).toBeNull();
    expect(badgeOf({ ...car, reserved: true }, on)).toBeNull();
  });

  it('needs a price over 200', () => {
    const cheap = (price: number): BadgeCar => ({
      ...car,
      price,
      autograbData: { averageMarketPrice: 5_000, stateAverageMarketPrice: 5_000 },
    });
    expect(badgeOf(cheap(200), on)).toBeNull();
    expect(badgeOf(cheap(201), on)?.belowAverageBy).toBe(4_799);
  });
});

describe('one market figure per car', () => {
  const gauge = { marketRangeMin: 31_672, marketRangeMax: 36_409 };
  const listed = { ...car, price: 28_990 };

  it('is the middle of the gauge’s market range when the page shows a gauge', () => {
    expect(marketFigure(listed, gauge)).toEqual({
      averageMarketPrice: 34_041,
      stateAverageMarketPrice: 25_600,
    });
  });

  it('never names an average outside the range the gauge shows beside it', () => {
    // The market data says $26,000; the gauge's range is $31,672–$36,409.
    const badge = marketPriceBadge(listed, marketFigure(listed, gauge), on);
    expect(badge).toBeNull(); // under the market data's state average? no: 28,990 > 25,600
    const noStateData = { ...listed, autograbData: undefined };
    const shown = marketPriceBadge(noStateData, marketFigure(noStateData, gauge), on)!;
    expect(shown.averageMarketPrice).toBeGreaterThanOrEqual(gauge.marketRangeMin);
    expect(shown.averageMarketPrice).toBeLessThanOrEqual(gauge.marketRangeMax);
    expect(shown).toEqual({
      averageMarketPrice: 34_041,
      belowAverageBy: 5_051,
      label: 'Below market price',
    });
  });

  it('is the market data’s average where no gauge is shown', () => {
    expect(marketFigure(car, null)).toEqual(car.autograbData);
    expect(marketFigure({ autograbData: undefined }, null)).toBeNull();
  });
});
