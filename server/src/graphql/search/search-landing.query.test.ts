import { beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '@forecourt/tenants/slugify';
import { createTestPlatform, type GraphQLResponse } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

interface Results {
  totalCount: number;
  edges: { node: { make: string; model: string; body: string | null; carType: string } }[];
  facets: { attribute: string; values: { value: string; count: number; selected: boolean }[] }[];
}
interface LandingData {
  searchLanding: {
    path: string;
    heading: string;
    scope: { carTypes: string[]; make: string | null; model: string | null; body: string | null };
    breadcrumbs: { label: string; path: string }[];
    results: Results;
  } | null;
  carSearch: Results;
}

const RESULTS = /* GraphQL */ `
  fragment Results on CarSearchConnection {
    totalCount
    edges {
      node {
        make
        model
        body
        carType
      }
    }
    facets {
      attribute
      values {
        value
        count
        selected
      }
    }
  }
`;

/** The landing page next to a plain search with the filters its scope should stand for. */
const LANDING = /* GraphQL */ `
  query Landing($path: String!, $filters: CarFilters, $expected: CarFilters) {
    searchLanding(path: $path) {
      path
      heading
      scope {
        carTypes
        make
        model
        body
      }
      breadcrumbs {
        label
        path
      }
      results(filters: $filters, first: 100) {
        ...Results
      }
    }
    carSearch(filters: $expected, first: 100) {
      ...Results
    }
  }
  ${RESULTS}
`;

const COASTAL = 'coastal-motor-group.localhost';
const NORTHSIDE = 'northside-used-cars.localhost';
const OUTBACK = 'outback-caravans.localhost';
const HOME = { label: 'Home', path: '/' };
const ALL_STOCK = { label: 'New, Used and Demo Cars', path: '/search/new-used-and-demo-cars' };

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform(300);
});

const ok = (response: GraphQLResponse<LandingData>) => {
  expect(response.errors).toBeUndefined();
  return response.data!;
};
const landing = async (
  host: string,
  path: string,
  variables: { filters?: object; expected?: object } = {},
) => ok(await platform.query<LandingData>(host, LANDING, { path, ...variables }));
const facet = (results: Results, attribute: string) =>
  results.facets.find((f) => f.attribute === attribute)!;
const selectedValues = (results: Results, attribute: string) =>
  facet(results, attribute)
    .values.filter((v) => v.selected)
    .map((v) => v.value);

describe('searchLanding', () => {
  it('answers a make page with its heading, breadcrumbs and the make’s stock only', async () => {
    const make = 'Mercedes-Benz';
    const { searchLanding, carSearch } = await landing(COASTAL, '/search/mercedes-benz', {
      expected: { make: [make] },
    });
    expect(carSearch.totalCount).toBeGreaterThan(0);
    expect(searchLanding).toMatchObject({
      path: '/search/mercedes-benz',
      heading: 'Mercedes-Benz Cars',
      scope: { carTypes: [], make, model: null, body: null },
      breadcrumbs: [HOME, ALL_STOCK, { label: make, path: '/search/mercedes-benz' }],
    });
    const { results } = searchLanding!;
    expect(results.totalCount).toBe(carSearch.totalCount);
    expect(results.edges).toHaveLength(carSearch.edges.length);
    expect(results.edges.every((e) => e.node.make === make)).toBe(true);
    expect(selectedValues(results, 'MAKE')).toEqual([make]);
    // Other makes still show their counts, so the shopper can widen the search.
    expect(facet(results, 'MAKE').values.length).toBeGreaterThan(1);
  });

  it('answers a make and model page within that model', async () => {
    const all = await landing(COASTAL, '/search/new-used-and-demo-cars');
    const [make, model] = facet(all.carSearch, 'MAKE_MODEL').values[0]!.value.split('|');
    const path = `/search/${slugify(make!)}/${slugify(model!)}`;
    const { searchLanding, carSearch } = await landing(COASTAL, path, {
      expected: { make: [make], model: [model] },
    });
    expect(searchLanding).toMatchObject({
      path,
      heading: `${make} ${model} Cars`,
      scope: { make, model },
      breadcrumbs: [
        HOME,
        ALL_STOCK,
        { label: make, path: `/search/${slugify(make!)}` },
        { label: model, path },
      ],
    });
    const { results } = searchLanding!;
    expect(results.totalCount).toBeGreaterThan(0);
    expect(results.totalCount).toBe(carSearch.totalCount);
    expect(results.edges.every((e) => e.node.make === make && e.node.model === model)).toBe(true);
    expect(selectedValues(results, 'MODEL')).toEqual([model]);
  });

  it('answers a body page within that body', async () => {
    const { searchLanding, carSearch } = await landing(COASTAL, '/search/suv', {
      expected: { body: ['SUV'] },
    });
    expect(searchLanding).toMatchObject({
      path: '/search/suv',
      heading: 'SUV Cars',
      scope: { carTypes: [], make: null, model: null, body: 'SUV' },
    });
    const { results } = searchLanding!;
    expect(results.totalCount).toBeGreaterThan(0);
    expect(results.totalCount).toBe(carSearch.totalCount);
    expect(results.edges.every((e) => e.node.body === 'SUV')).toBe(true);
    expect(selectedValues(results, 'BODY')).toEqual(['SUV']);
  });

  it('answers a car type page within those types', async () => {
    const { searchLanding, carSearch } = await landing(COASTAL, '/search/new-and-demo-cars', {
      expected: { carType: ['NEW', 'DEMO'] },
    });
    expect(searchLanding).toMatchObject({
      heading: 'New and Demo Cars',
      scope: { carTypes: ['NEW', 'DEMO'] },
    });
    const { results } = searchLanding!;
    expect(results.totalCount).toBe(carSearch.totalCount);
    expect(results.edges.every((e) => ['NEW', 'DEMO'].includes(e.node.carType))).toBe(true);
    expect(selectedValues(results, 'CAR_TYPE')).toEqual(['NEW', 'DEMO']);
    // Used cars exist on this site, so the scope really narrowed the results.
    expect(
      facet(results, 'CAR_TYPE').values.find((v) => v.value === 'USED')?.count,
    ).toBeGreaterThan(0);
  });

  it('answers all stock with every car of the site', async () => {
    const { searchLanding, carSearch } = await landing(COASTAL, '/search/new-used-and-demo-cars');
    expect(searchLanding?.breadcrumbs).toEqual([HOME, ALL_STOCK]);
    expect(searchLanding?.results.totalCount).toBe(carSearch.totalCount);
  });

  it('lets the filters of the results override the scope’s field', async () => {
    const { searchLanding, carSearch } = await landing(COASTAL, '/search/mercedes-benz', {
      filters: { make: ['Toyota'] },
      expected: { make: ['Toyota'] },
    });
    const { results } = searchLanding!;
    expect(results.totalCount).toBeGreaterThan(0);
    expect(results.totalCount).toBe(carSearch.totalCount);
    expect(results.edges.every((e) => e.node.make === 'Toyota')).toBe(true);
    expect(selectedValues(results, 'MAKE')).toEqual(['Toyota']);
  });

  it('keeps the scope when the filters set other fields', async () => {
    const { searchLanding, carSearch } = await landing(COASTAL, '/search/toyota', {
      filters: { body: ['SUV'] },
      expected: { make: ['Toyota'], body: ['SUV'] },
    });
    const { results } = searchLanding!;
    expect(results.totalCount).toBeGreaterThan(0);
    expect(results.totalCount).toBe(carSearch.totalCount);
    expect(results.edges.every((e) => e.node.make === 'Toyota' && e.node.body === 'SUV')).toBe(
      true,
    );
  });

  it.each([
    ['an unknown segment', COASTAL, '/search/hovercraft'],
    ['a make this site does not stock', OUTBACK, '/search/toyota'],
    ['a model of another make', COASTAL, '/search/toyota/cx-5'],
    ['too many segments', COASTAL, '/search/toyota/hilux/sr5'],
    ['a path outside /search', COASTAL, '/finance'],
  ])('is null for %s', async (_case, host, path) => {
    expect((await landing(host, path)).searchLanding).toBeNull();
  });

  it('still applies the site’s stock filter: a used-only site has no new cars', async () => {
    const newCars = await landing(NORTHSIDE, '/search/new-cars');
    expect(newCars.searchLanding?.heading).toBe('New Cars');
    expect(newCars.searchLanding?.results.totalCount).toBe(0);
    expect(newCars.searchLanding?.results.edges).toEqual([]);

    const used = await landing(NORTHSIDE, '/search/used-cars');
    expect(used.searchLanding?.heading).toBe('Pre-Owned Cars');
    expect(used.searchLanding?.results.totalCount).toBeGreaterThan(0);
    expect(used.searchLanding?.results.totalCount).toBe(used.carSearch.totalCount);
  });

  it('names the vehicles as the site does', async () => {
    const { searchLanding } = await landing(OUTBACK, '/search/used-cars');
    expect(searchLanding?.heading).toBe('Used Vehicles');
    expect(searchLanding?.breadcrumbs[1]).toEqual({
      label: 'New, Used and Demo Vehicles',
      path: '/search/new-used-and-demo-cars',
    });
  });

  it('rejects an overlong path naming the argument', async () => {
    const response = await platform.query(COASTAL, LANDING, { path: `/search/${'a'.repeat(300)}` });
    expect(response.errors?.[0]?.message).toContain('path: must be at most 300 characters');
  });
});
