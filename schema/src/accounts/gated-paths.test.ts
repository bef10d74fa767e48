import { describe, expect, it } from 'vitest';
import { gateOfPath } from './gated-paths.js';

describe('gateOfPath', () => {
  it('gates the trade-in pages of a site that gates trade-in, and nothing else', () => {
    const site = { gatedRoutes: ['trade-in', 'sell-my-car'] as const };
    expect(gateOfPath('/trade-in', site)).toBe('trade-in');
    expect(gateOfPath('/cars/trade-in', site)).toBe('trade-in');
    expect(gateOfPath('/sell-my-car', site)).toBe('sell-my-car');
    expect(gateOfPath('/cars/toyota-corolla-1/checkout', site)).toBeNull();
    expect(gateOfPath('/', site)).toBeNull();
  });

  it('gates nothing on a site that gates nothing', () => {
    expect(gateOfPath('/trade-in', { gatedRoutes: [] })).toBeNull();
  });

  it('gates any car’s checkout and buy-online pages, not the car page', () => {
    const site = { gatedRoutes: ['checkout'] as const };
    expect(gateOfPath('/cars/mazda-cx-5-abc/checkout', site)).toBe('checkout');
    expect(gateOfPath('/cars/mazda-cx-5-abc/buy-online', site)).toBe('checkout');
    expect(gateOfPath('/checkout-journey', site)).toBe('checkout');
    expect(gateOfPath('/cars/mazda-cx-5-abc', site)).toBeNull();
  });

  it('is not fooled by a trailing slash, case or escaped letters', () => {
    const site = { gatedRoutes: ['sell-my-car'] as const };
    expect(gateOfPath('/sell-my-car/', site)).toBe('sell-my-car');
    expect(gateOfPath('/Sell-My-Car', site)).toBe('sell-my-car');
    expect(gateOfPath('/sell%2Dmy-car', site)).toBe('sell-my-car');
    expect(gateOfPath('/%E0%A4%A', site)).toBeNull();
  });

  it('gates the site’s own finance page and garage pages', () => {
    expect(gateOfPath('/apply-for-finance', { gatedRoutes: ['finance'] })).toBe('finance');
    expect(
      gateOfPath('/my-finance', { gatedRoutes: ['finance'], financePath: '/my-finance' }),
    ).toBe('finance');
    const garage = { gatedRoutes: ['my-garage'] as const, garagePaths: ['/mybigboxcars'] };
    expect(gateOfPath('/my-garage', garage)).toBe('my-garage');
    expect(gateOfPath('/mybigboxcars', garage)).toBe('my-garage');
    expect(
      gateOfPath('/mybigboxcars', { gatedRoutes: ['trade-in'], garagePaths: ['/mybigboxcars'] }),
    ).toBeNull();
  });

  it('gates personalised finance, spin-to-win and online payment', () => {
    const site = { gatedRoutes: ['car-finance', 'spin-to-win', 'online-payment'] as const };
    expect(gateOfPath('/personalised/finance', site)).toBe('car-finance');
    expect(gateOfPath('/spin-to-win', site)).toBe('spin-to-win');
    expect(gateOfPath('/online-payment', site)).toBe('online-payment');
  });
});
