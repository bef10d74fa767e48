import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceDisplay, SUBSCRIPTION_PRICE_TYPE } from './price-display.js';

let subscriptions: Site;
let noSubscriptions: Site;
beforeAll(async () => {
  const northside = (await loadDemoSites()).find((s) => s.config.slug === 'northside-used-cars')!;
  const withSubscriptions = (on: boolean): Site => ({
    ...northside,
    config: siteConfigSchema.parse({
      ...northside.config,
      features: { ...northside.config.features, subscriptions: on },
    }),
  });
  subscriptions = withSubscriptions(true);
  noSubscriptions = withSubscriptions(false);
});

const car = {
  price: 24_990,
  subscriptionPrice: 149,
  priceType: 'Drive Away',
  preorder: false,
};

describe('priceDisplay of a subscription price', () => {
  it('is labelled a subscription, never with the cash price’s basis', () => {
    const shown = priceDisplay(car, subscriptions);
    expect(shown).toMatchObject({ kind: 'SUBSCRIPTION', text: '$149/wk', amount: 149 });
    expect(shown.priceType).toBe(SUBSCRIPTION_PRICE_TYPE);
    expect(shown.priceType).not.toBe('Drive Away');
  });

  it('keeps the cash price, with its own basis, beside it', () => {
    expect(priceDisplay(car, subscriptions).cashPrice).toEqual({
      amount: 24_990,
      wasAmount: null,
      text: '$24,990',
      priceType: 'Drive Away',
    });
  });

  it('carries a reduced cash price with the price it was', () => {
    const reduced = { ...car, beforePrice: 26_990 };
    expect(priceDisplay(reduced, subscriptions).cashPrice).toMatchObject({
      amount: 24_990,
      wasAmount: 26_990,
    });
  });

  it('has no cash price when the car has none to show', () => {
    const unpriced = { ...car, price: 0 };
    expect(priceDisplay(unpriced, subscriptions)).toMatchObject({
      kind: 'SUBSCRIPTION',
      cashPrice: null,
    });
  });

  it('is not shown on a site without subscriptions: the cash price is the price', () => {
    expect(priceDisplay(car, noSubscriptions)).toEqual({
      kind: 'PRICE',
      amount: 24_990,
      wasAmount: null,
      text: '$24,990',
      priceType: 'Drive Away',
      cashPrice: null,
    });
  });
});
