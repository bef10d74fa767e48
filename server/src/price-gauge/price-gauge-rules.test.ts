import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GaugeReading } from './price-gauge.port.js';
import { gaugeApplies, shownPriceGauge } from './price-gauge-rules.js';

const READING: GaugeReading = {
  fill: 0.7,
  listingPrice: 24_990,
  marketRangeMin: 23_500,
  marketRangeMax: 28_900,
  confidence: 0.8,
  description: 'Compared with 14 similar vehicles',
  comparableCount: 14,
};

describe('shownPriceGauge', () => {
  it('shows a complete, confident reading with its deal, fill level and confidence words', () => {
    expect(shownPriceGauge(READING)).toEqual({
      ...READING,
      dealLabel: 'GREAT_DEAL',
      dealText: 'Great deal',
      fillLevel: 'HIGH',
      confidenceText: 'High confidence',
    });
  });

  it.each([
    'fill',
    'listingPrice',
    'marketRangeMin',
    'marketRangeMax',
    'confidence',
    'description',
  ] as const)('hides the gauge when %s is missing', (field) => {
    expect(shownPriceGauge({ ...READING, [field]: null })).toBeNull();
  });

  it('hides it without a reading or with a blank description', () => {
    expect(shownPriceGauge(null)).toBeNull();
    expect(shownPriceGauge({ ...READING, description: '  ' })).toBeNull();
  });

  it('shows it without a comparable count (a service may not say)', () => {
    expect(shownPriceGauge({ ...READING, comparableCount: null })?.comparableCount).toBeNull();
  });

  it('hides it at confidence 0.2 or below, shows it just above', () => {
    expect(shownPriceGauge({ ...READING, confidence: 0.2 })).toBeNull();
    expect(shownPriceGauge({ ...READING, confidence: 0 })).toBeNull();
    expect(shownPriceGauge({ ...READING, confidence: 0.21 })?.confidenceText).toBe(
      'Low confidence',
    );
  });

  it('hides it when the market maximum is below the listing price, not when equal', () => {
    expect(shownPriceGauge({ ...READING, marketRangeMax: 24_989 })).toBeNull();
    expect(shownPriceGauge({ ...READING, marketRangeMax: 24_990, fill: 0 })).not.toBeNull();
  });

  it('calls it a good deal below fill 0.65 and a great deal from 0.65', () => {
    expect(shownPriceGauge({ ...READING, fill: 0.649 })).toMatchObject({
      dealLabel: 'GOOD_DEAL',
      dealText: 'Good deal',
    });
    expect(shownPriceGauge({ ...READING, fill: 0.65 })).toMatchObject({
      dealLabel: 'GREAT_DEAL',
      dealText: 'Great deal',
    });
  });

  it('colours the fill low below 0.3, medium below 0.6, high from 0.6', () => {
    const level = (fill: number) => shownPriceGauge({ ...READING, fill })?.fillLevel;
    expect([0, 0.299, 0.3, 0.599, 0.6, 1].map(level)).toEqual([
      'LOW',
      'LOW',
      'MEDIUM',
      'MEDIUM',
      'HIGH',
      'HIGH',
    ]);
  });

  it('words the confidence high from 0.7, medium from 0.45, else low', () => {
    const words = (confidence: number) =>
      shownPriceGauge({ ...READING, confidence })?.confidenceText;
    expect([0.7, 0.69, 0.45, 0.44, 0.21].map(words)).toEqual([
      'High confidence',
      'Medium confidence',
      'Medium confidence',
      'Low confidence',
      'Low confidence',
    ]);
  });
});

describe('gaugeApplies', () => {
  let coastal: Site;
  beforeAll(async () => {
    coastal = (await loadDemoSites()).find((s) => s.config.slug === 'coastal-motor-group')!;
  });
  const site = (features: { priceGauge: boolean }, carTypes?: string[]): Site => ({
    ...coastal,
    config: siteConfigSchema.parse({
      ...coastal.config,
      features: { ...coastal.config.features, ...features },
      priceGauge: { ...coastal.config.priceGauge, ...(carTypes ? { carTypes } : {}) },
    }),
  });
  const usedInStock = { carType: 'used', status: 'in_stock', price: 24_990 } as const;

  it('applies to priced used cars for sale on a site that shows the gauge', () => {
    expect(gaugeApplies(usedInStock, site({ priceGauge: true }))).toBe(true);
    expect(
      gaugeApplies({ ...usedInStock, status: 'coming_soon' }, site({ priceGauge: true })),
    ).toBe(true);
  });

  it('does not apply when the site does not show it', () => {
    expect(gaugeApplies(usedInStock, site({ priceGauge: false }))).toBe(false);
  });

  it('applies only to the car types the site names (used by default)', () => {
    const defaults = site({ priceGauge: true });
    expect(gaugeApplies({ ...usedInStock, carType: 'new' }, defaults)).toBe(false);
    expect(gaugeApplies({ ...usedInStock, carType: 'demo' }, defaults)).toBe(false);
    const demoToo = site({ priceGauge: true }, ['used', 'demo']);
    expect(gaugeApplies({ ...usedInStock, carType: 'demo' }, demoToo)).toBe(true);
  });

  it('does not apply to sold cars or cars without a price', () => {
    const on = site({ priceGauge: true });
    expect(gaugeApplies({ ...usedInStock, status: 'sold' }, on)).toBe(false);
    expect(gaugeApplies({ ...usedInStock, price: 0 }, on)).toBe(false);
  });
});
