import { DELIVERY_MESSAGES } from '@forecourt/schema/delivery/delivery-messages';
import { siteConfigSchema, type SiteConfig } from '@forecourt/tenants/site-config.schema';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostcodePlace, Postcodes } from '../../delivery/postcodes.port.js';
import { deliveryAvailable, deliveryEstimate } from './delivery-estimate.js';

/** One known place, and a count of lookups to show when none is made. */
class OnePostcode implements Postcodes {
  lookups = 0;
  constructor(private readonly place: PostcodePlace) {}
  placeOf(postcode: string) {
    this.lookups += 1;
    return Promise.resolve(postcode === this.place.postcode ? this.place : null);
  }
}

const SOUTHPORT = { lat: -27.9783, long: 153.4031 };
const SURFERS_PARADISE: PostcodePlace = {
  postcode: '4217',
  state: 'QLD',
  lat: -28.0,
  long: 153.43,
};

let base: SiteConfig;
beforeAll(async () => {
  base = (await loadDemoSites()).find((s) => s.config.slug === 'coastal-motor-group')!.config;
});

function config(overrides: {
  deliveryCalculator?: boolean;
  bands?: SiteConfig['delivery']['bands'];
}) {
  return siteConfigSchema.parse({
    ...base,
    features: { ...base.features, deliveryCalculator: overrides.deliveryCalculator ?? true },
    delivery: { bands: overrides.bands ?? base.delivery.bands },
  });
}

describe('deliveryEstimate', () => {
  it('prices the first band that reaches the distance', async () => {
    const result = await deliveryEstimate({
      postcode: '4217',
      carAt: SOUTHPORT,
      config: config({}),
      postcodes: new OnePostcode(SURFERS_PARADISE),
    });
    expect(result).toEqual({ available: true, price: 150, regionName: 'Local', distanceKm: 4 });
  });

  it('asks for a postcode without looking one up when it is blank', async () => {
    const postcodes = new OnePostcode(SURFERS_PARADISE);
    const result = await deliveryEstimate({
      postcode: ' ',
      carAt: SOUTHPORT,
      config: config({}),
      postcodes,
    });
    expect(result).toEqual({ available: false, message: DELIVERY_MESSAGES.blankPostcode });
    expect(postcodes.lookups).toBe(0);
  });

  it('gives no estimate when the site has the calculator off or no delivery regions', async () => {
    for (const off of [config({ deliveryCalculator: false }), config({ bands: [] })]) {
      expect(deliveryAvailable(off)).toBe(false);
      const result = await deliveryEstimate({
        postcode: '4217',
        carAt: SOUTHPORT,
        config: off,
        postcodes: new OnePostcode(SURFERS_PARADISE),
      });
      expect(result).toEqual({ available: false, message: DELIVERY_MESSAGES.noEstimate });
    }
    expect(deliveryAvailable(config({}))).toBe(true);
  });
});
