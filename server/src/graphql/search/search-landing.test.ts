import { describe, expect, it } from 'vitest';
import { siteConfigSchema, type SiteConfigInput } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import { resolveSearchLanding, type StockedValues } from './search-landing.js';

/** The fixture dealer with some settings replaced, validated like a site.json. */
function withSettings(settings: Partial<SiteConfigInput>): Site {
  return { ...harbourSite, config: siteConfigSchema.parse({ ...harbourSite.config, ...settings }) };
}

const site = harbourSite;
const preOwnedSite = withSettings({ labels: { carTypes: { used: 'Pre-Owned' } } });
const vehicleSite = withSettings({ labels: { vehicleType: 'Vehicle' } });

const stocked: StockedValues = {
  make: [
    { value: 'Toyota', count: 5 },
    { value: 'Mercedes-Benz', count: 2 },
    { value: 'Mazda', count: 1 },
    // Once stocked, none left: its pages are gone.
    { value: 'Holden', count: 0 },
  ],
  body: [
    { value: 'SUV', count: 4 },
    { value: 'Cab Chassis', count: 2 },
  ],
  makeModel: [
    { value: 'Toyota|Corolla', count: 3 },
    { value: 'Toyota|Land Cruiser', count: 2 },
    { value: 'Toyota|Supra', count: 0 },
    { value: 'Mercedes-Benz|C 300 e:HEV', count: 2 },
    { value: 'Mazda|CX-5', count: 1 },
  ],
};

const home = { label: 'Home', path: '/' };
const allStock = { label: 'New, Used and Demo Cars', path: '/search/new-used-and-demo-cars' };
const noScope = { carTypes: [], make: null, model: null, body: null };

const resolve = (path: string, on: Site = site) => resolveSearchLanding(path, on, stocked);

describe('resolveSearchLanding: car type routes', () => {
  it('names every type for all stock, one level below Home', () => {
    expect(resolve('/search/new-used-and-demo-cars')).toEqual({
      path: '/search/new-used-and-demo-cars',
      heading: 'New, Used and Demo Cars',
      scope: noScope,
      breadcrumbs: [home, allStock],
    });
  });

  it('scopes new and demo cars under all stock', () => {
    expect(resolve('/search/new-and-demo-cars')).toEqual({
      path: '/search/new-and-demo-cars',
      heading: 'New and Demo Cars',
      scope: { ...noScope, carTypes: ['new', 'demo'] },
      breadcrumbs: [
        home,
        allStock,
        { label: 'New and Demo Cars', path: '/search/new-and-demo-cars' },
      ],
    });
  });

  it.each([
    ['/search/new-cars', 'new', 'New Cars'],
    ['/search/demo-cars', 'demo', 'Demo Cars'],
    ['/search/used-cars', 'used', 'Used Cars'],
  ])('scopes %s to one type', (path, carType, heading) => {
    const landing = resolve(path);
    expect(landing?.heading).toBe(heading);
    expect(landing?.scope).toEqual({ ...noScope, carTypes: [carType] });
    expect(landing?.breadcrumbs).toEqual([home, allStock, { label: heading, path }]);
  });

  it('uses the site’s names for car types and vehicles', () => {
    const used = resolveSearchLanding('/search/used-cars', preOwnedSite, stocked);
    expect(used?.heading).toBe('Pre-Owned Cars');
    expect(used?.breadcrumbs[1]).toEqual({
      label: 'New, Pre-Owned and Demo Cars',
      path: '/search/new-used-and-demo-cars',
    });
    expect(resolveSearchLanding('/search/new-cars', vehicleSite, stocked)?.heading).toBe(
      'New Vehicles',
    );
  });
});

describe('resolveSearchLanding: make, model and body routes', () => {
  it('finds a make by its slug and shows its stocked name', () => {
    expect(resolve('/search/mercedes-benz')).toEqual({
      path: '/search/mercedes-benz',
      heading: 'Mercedes-Benz Cars',
      scope: { ...noScope, make: 'Mercedes-Benz' },
      breadcrumbs: [home, allStock, { label: 'Mercedes-Benz', path: '/search/mercedes-benz' }],
    });
  });

  it('finds a model of the make by its slug', () => {
    expect(resolve('/search/toyota/land-cruiser')).toEqual({
      path: '/search/toyota/land-cruiser',
      heading: 'Toyota Land Cruiser Cars',
      scope: { ...noScope, make: 'Toyota', model: 'Land Cruiser' },
      breadcrumbs: [
        home,
        allStock,
        { label: 'Toyota', path: '/search/toyota' },
        { label: 'Land Cruiser', path: '/search/toyota/land-cruiser' },
      ],
    });
    expect(resolve('/search/mercedes-benz/c-300-e-hev')?.scope.model).toBe('C 300 e:HEV');
  });

  it('finds a body type by its slug', () => {
    expect(resolve('/search/cab-chassis')).toEqual({
      path: '/search/cab-chassis',
      heading: 'Cab Chassis Cars',
      scope: { ...noScope, body: 'Cab Chassis' },
      breadcrumbs: [home, allStock, { label: 'Cab Chassis', path: '/search/cab-chassis' }],
    });
  });

  it('answers a trailing slash with the canonical path', () => {
    expect(resolve('/search/used-cars/')?.path).toBe('/search/used-cars');
    expect(resolve('/search/toyota/corolla/')).toMatchObject({
      path: '/search/toyota/corolla',
      scope: { make: 'Toyota', model: 'Corolla' },
    });
  });
});

describe('resolveSearchLanding: paths that name nothing', () => {
  it.each([
    ['an unknown segment', '/search/hovercraft'],
    ['a make none of whose cars are left', '/search/holden'],
    ['a model none of whose cars are left', '/search/toyota/supra'],
    ['a model of another make', '/search/toyota/cx-5'],
    ['an unknown model', '/search/toyota/hovercraft'],
    ['too many segments', '/search/toyota/corolla/ascent'],
    ['a type route with a second segment', '/search/used-cars/toyota'],
    ['a body with a second segment', '/search/suv/toyota'],
    ['the search root alone', '/search'],
    ['a path outside /search', '/cars/toyota'],
    ['a path that only starts like /search', '/searching/toyota'],
  ])('is null for %s', (_case, path) => {
    expect(resolve(path)).toBeNull();
  });
});

describe('the /used-car/{car-type} level', () => {
  const usedCarSite = withSettings({
    search: { ...harbourSite.config.search, usedCarTypeLevel: true },
  });

  it('is the car-type search one level deeper, on sites with the setting', () => {
    expect(resolveSearchLanding('/used-car/used-cars/', usedCarSite, stocked)).toEqual({
      path: '/search/used-cars',
      heading: 'Used Cars',
      scope: { ...noScope, carTypes: ['used'] },
      breadcrumbs: [
        home,
        allStock,
        { label: 'Used Cars', path: '/search/used-cars' },
        { label: 'Used Cars for sale', path: '/used-car/used-cars' },
      ],
    });
  });

  it('is no page on other sites, nor for all stock or a make', () => {
    expect(resolveSearchLanding('/used-car/used-cars', site, stocked)).toBeNull();
    expect(
      resolveSearchLanding('/used-car/new-used-and-demo-cars', usedCarSite, stocked),
    ).toBeNull();
    expect(resolveSearchLanding('/used-car/toyota', usedCarSite, stocked)).toBeNull();
  });
});
