import { describe, expect, it } from 'vitest';
import { siteConfigSchema, type SiteConfig } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import { harbourSite } from './testing/fixture-sites.js';
import { canReserve, canSave } from './car-eligibility.js';

type Car = Parameters<typeof canSave>[0];

/** A priced car in stock with photos: eligible for everything. */
const car: Car = {
  status: 'in_stock',
  price: 24_990,
  reserved: false,
  preorder: false,
  photosCount: 12,
};

function withSettings(
  features: Partial<SiteConfig['features']>,
  search: Partial<SiteConfig['search']> = {},
): Site {
  const config = harbourSite.config;
  return {
    ...harbourSite,
    config: siteConfigSchema.parse({
      ...config,
      features: { ...config.features, ...features },
      search: { ...config.search, ...search },
    }),
  };
}

const plainSite = withSettings({ reserveButton: false }, { saveButtonsNeedPhotos: false });
const photoSite = withSettings({}, { saveButtonsNeedPhotos: true });
const reserveSite = withSettings({ reserveButton: true });

describe('canSave', () => {
  it('lets a priced car in stock be saved', () => {
    expect(canSave(car, plainSite)).toBe(true);
  });

  it.each([0, -1])('hides the toggles for a price of %i', (price) => {
    expect(canSave({ ...car, price }, plainSite)).toBe(false);
  });

  it('keeps them for any price above 0, however small', () => {
    expect(canSave({ ...car, price: 1 }, plainSite)).toBe(true);
  });

  it('hides them for a sold car but not for one coming soon', () => {
    expect(canSave({ ...car, status: 'sold' }, plainSite)).toBe(false);
    expect(canSave({ ...car, status: 'coming_soon' }, plainSite)).toBe(true);
  });

  it('needs photos only where the site asks for them', () => {
    const noPhotos = { ...car, photosCount: 0 };
    expect(canSave(noPhotos, plainSite)).toBe(true);
    expect(canSave(noPhotos, photoSite)).toBe(false);
    expect(canSave({ ...car, photosCount: 1 }, photoSite)).toBe(true);
  });
});

describe('canReserve', () => {
  it('lets a priced car in stock be reserved where the site offers reserving', () => {
    expect(canReserve(car, reserveSite)).toBe(true);
  });

  it('is off when the site does not offer reserving', () => {
    expect(canReserve(car, plainSite)).toBe(false);
  });

  it.each([
    ['coming soon', { status: 'coming_soon' }],
    ['sold', { status: 'sold' }],
    ['already reserved', { reserved: true }],
    ['a preorder', { preorder: true }],
    ['priced 10, which is not shown as a price', { price: 10 }],
    ['priced 0', { price: 0 }],
  ] as const)('is off for a car %s', (_case, change) => {
    expect(canReserve({ ...car, ...change }, reserveSite)).toBe(false);
  });

  it('is on from the first price that is shown', () => {
    expect(canReserve({ ...car, price: 11 }, reserveSite)).toBe(true);
  });
});
