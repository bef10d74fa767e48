import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import { harbourSite } from './testing/fixture-sites.js';
import { carTrustBadges } from './trust-badges.js';

type Car = Parameters<typeof carTrustBadges>[0];

const usedBenz: Car = {
  make: 'Mercedes-Benz',
  carType: 'used',
  certified: false,
  status: 'in_stock',
};

function siteWith(vehiclePage: Record<string, unknown>): Site {
  return {
    ...harbourSite,
    config: siteConfigSchema.parse({ ...harbourSite.config, vehiclePage }),
  };
}

const defaults = siteWith({});
const toyotaSite = siteWith({
  trustBadges: [
    { label: 'Toyota Certified', make: 'Toyota', certifiedOnly: true, hideWhenSold: true },
  ],
});

describe('carTrustBadges', () => {
  it('marks a used Mercedes-Benz as Mercedes-Benz Certified by default', () => {
    expect(carTrustBadges(usedBenz, defaults)).toEqual([
      { label: 'Mercedes-Benz Certified', make: 'Mercedes-Benz' },
    ]);
  });

  it('does not mark a new Mercedes-Benz or a used car of another make', () => {
    expect(carTrustBadges({ ...usedBenz, carType: 'new' }, defaults)).toEqual([]);
    expect(carTrustBadges({ ...usedBenz, make: 'Toyota' }, defaults)).toEqual([]);
  });

  it('shows a certified-only badge on certified cars that are not sold', () => {
    const toyota: Car = { make: 'Toyota', carType: 'used', certified: true, status: 'in_stock' };
    expect(carTrustBadges(toyota, toyotaSite)).toEqual([
      { label: 'Toyota Certified', make: 'Toyota' },
    ]);
    expect(carTrustBadges({ ...toyota, certified: false }, toyotaSite)).toEqual([]);
    expect(carTrustBadges({ ...toyota, status: 'sold' }, toyotaSite)).toEqual([]);
  });

  it('matches a make however the feed spells it', () => {
    expect(carTrustBadges({ ...usedBenz, make: 'Mercedes Benz' }, defaults)).toHaveLength(1);
  });
});
