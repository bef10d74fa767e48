import { beforeAll, describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '@forecourt/schema/search/search-vocabulary';
import { CAR_FACET_ATTRIBUTE_COUNT } from './car-facet.type.js';
import { createTestPlatform, type GraphQLResponse } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

interface Facet {
  attribute: string;
  filterField: string;
  values: { value: string; label: string; count: number; selected: boolean }[];
  popular: { value: string; count: number }[];
  stats: { min: number; max: number } | null;
}
interface SearchNode {
  id: string;
  slug: string;
  make: string;
  model: string;
  price: number;
  km: number;
  year: number;
  createdAt: string;
  soldAt: string | null;
  status: string;
  carType: string;
  tag: { kind: string; label: string } | null;
  priceDisplay: { kind: string; text: string };
}
interface SearchData {
  carSearch: {
    totalCount: number;
    pageCount: number;
    page: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: SearchNode }[];
    facets: Facet[];
  };
}

const SEARCH = /* GraphQL */ `
  query Search(
    $query: String
    $filters: CarFilters
    $sort: CarSort
    $first: Int
    $after: String
    $page: Int
    $facets: [CarFacetAttribute!]
  ) {
    carSearch(
      query: $query
      filters: $filters
      sort: $sort
      first: $first
      after: $after
      page: $page
      facets: $facets
    ) {
      totalCount
      pageCount
      page
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          slug
          make
          model
          price
          km
          year
          createdAt
          soldAt
          status
          carType
          tag {
            kind
            label
          }
          priceDisplay {
            kind
            text
          }
        }
      }
      facets {
        attribute
        filterField
        values {
          value
          label
          count
          selected
        }
        popular {
          value
          count
        }
        stats {
          min
          max
        }
      }
    }
  }
`;

const COASTAL = 'coastal-motor-group.localhost';
const NORTHSIDE = 'northside-used-cars.localhost';
const OUTBACK = 'outback-caravans.localhost';

let platform: Platform;
const search = (host: string, variables: Record<string, unknown> = {}) =>
  platform.query<SearchData>(host, SEARCH, variables);
const ok = (response: GraphQLResponse<SearchData>) => {
  expect(response.errors).toBeUndefined();
  return response.data!.carSearch;
};
const facet = (result: SearchData['carSearch'], attribute: string) =>
  result.facets.find((f) => f.attribute === attribute);

beforeAll(async () => {
  platform = await createTestPlatform(600);
});

describe('carSearch', () => {
  it('answers 21 per page by default with an exact count and page count', async () => {
    const result = ok(await search(COASTAL));
    expect(result.edges).toHaveLength(21);
    expect(result.totalCount).toBeGreaterThan(21);
    expect(result.pageCount).toBe(Math.ceil(result.totalCount / 21));
    expect(result.pageInfo.hasNextPage).toBe(true);
    expect(result.pageInfo.hasPreviousPage).toBe(false);
  });

  it('shows only the stock its site settings allow (used-only dealer)', async () => {
    const result = ok(await search(NORTHSIDE, { first: 100 }));
    expect(result.edges.every((e) => e.node.carType === 'USED')).toBe(true);
    expect(facet(result, 'CAR_TYPE')!.values.map((v) => v.value)).toEqual(['USED']);
    expect(facet(result, 'CAR_TYPE')!.values[0]!.label).toBe('Pre-Owned');
  });

  it('lists sold cars only within the site’s recently-sold window', async () => {
    const result = ok(await search(COASTAL, { filters: { status: ['SOLD'] }, first: 100 }));
    const windowDays = platform.site('coastal-motor-group').config.search.recentlySoldDays;
    const cutoff = Date.parse('2026-11-01T00:00:00.000Z') - windowDays * 86_400_000;
    expect(result.totalCount).toBeGreaterThan(0);
    for (const { node } of result.edges) {
      expect(Date.parse(node.soldAt!)).toBeGreaterThanOrEqual(cutoff);
      expect(node.tag?.kind === 'SOLD' || node.tag !== null).toBe(true);
    }
  });

  it('counts facets disjunctively: a value’s count ignores its own facet’s selection', async () => {
    const all = ok(await search(COASTAL));
    const makes = facet(all, 'MAKE')!.values;
    const [first, second] = [...makes].sort((a, b) => b.count - a.count);
    const filtered = ok(await search(COASTAL, { filters: { make: [first!.value] } }));
    const makeFacet = facet(filtered, 'MAKE')!;
    expect(filtered.totalCount).toBe(first!.count);
    expect(makeFacet.values.find((v) => v.value === first!.value)).toMatchObject({
      selected: true,
      count: first!.count,
    });
    expect(makeFacet.values.find((v) => v.value === second!.value)?.count).toBe(second!.count);
    // Other facets narrow to the selection.
    const modelTotal = facet(filtered, 'MODEL')!.values.reduce((sum, v) => sum + v.count, 0);
    expect(modelTotal).toBe(filtered.totalCount);
  });

  it('counts only the facets asked for, the same as when every facet is counted', async () => {
    const filters = { make: ['Toyota', 'Mazda'], price: { min: 10_000 } };
    const every = ok(await search(COASTAL, { filters }));
    const asked = ok(await search(COASTAL, { filters, facets: ['YEAR', 'MAKE', 'PRICE'] }));
    // In the usual order, whatever the order asked in; each as when every facet is counted.
    expect(asked.facets.map((f) => f.attribute)).toEqual(['MAKE', 'YEAR', 'PRICE']);
    for (const one of asked.facets) expect(one).toEqual(facet(every, one.attribute));
    expect(every.facets.length).toBeGreaterThan(10);
    expect(asked.totalCount).toBe(every.totalCount);
    expect(asked.edges).toEqual(every.edges);
  });

  it('counts no facet for an empty list', async () => {
    const result = ok(await search(COASTAL, { facets: [] }));
    expect(result.facets).toEqual([]);
    expect(result.edges).toHaveLength(21);
  });

  it('refuses a facets list longer than the facets there are, naming the argument', async () => {
    const response = await search(COASTAL, { facets: Array.from({ length: 100 }, () => 'MAKE') });
    expect(response.errors?.[0]?.message).toContain(
      `facets: must list at most ${CAR_FACET_ATTRIBUTE_COUNT} facets`,
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('ANDs filters across facets and ORs values within one', async () => {
    const all = ok(await search(COASTAL));
    const [a, b] = facet(all, 'MAKE')!.values;
    const either = ok(await search(COASTAL, { filters: { make: [a!.value, b!.value] } }));
    expect(either.totalCount).toBe(a!.count + b!.count);
    const body = facet(either, 'BODY')!.values[0]!;
    const both = ok(
      await search(COASTAL, {
        filters: { make: [a!.value, b!.value], body: [body.value] },
        first: 100,
      }),
    );
    expect(both.totalCount).toBe(body.count);
    expect(both.edges.every((e) => [a!.value, b!.value].includes(e.node.make))).toBe(true);
  });

  it('keeps a selected value visible with 0 when nothing matches it any more', async () => {
    const all = ok(await search(COASTAL));
    const makes = facet(all, 'MAKE')!.values;
    const result = ok(
      await search(COASTAL, { filters: { make: [makes[0]!.value], colour: ['No Such Colour'] } }),
    );
    expect(result.totalCount).toBe(0);
    expect(facet(result, 'COLOUR')!.values).toContainEqual({
      value: 'No Such Colour',
      label: 'No Such Colour',
      count: 0,
      selected: true,
    });
  });

  it('orders makes alphabetically, price bands numerically and offers the popular makes', async () => {
    const result = ok(await search(COASTAL));
    const makes = facet(result, 'MAKE')!;
    const labels = makes.values.map((v) => v.label);
    expect(labels).toEqual([...labels].sort((x, y) => x.localeCompare(y, 'en-AU')));
    const popularCounts = makes.popular.map((v) => v.count);
    expect(popularCounts).toEqual([...popularCounts].sort((x, y) => y - x));
    expect(makes.popular.length).toBeLessThanOrEqual(20);
    const bands = facet(result, 'PRICE_RANGE')!.values.map((v) => Number(v.value.split('-')[0]));
    expect(bands).toEqual([...bands].sort((x, y) => x - y));
  });

  it('filters by inclusive price, km and year ranges and reports stats ignoring the own range', async () => {
    const result = ok(
      await search(COASTAL, {
        filters: { price: { min: 20000, max: 40000 }, km: { max: 60000 }, year: { min: 2019 } },
        first: 100,
      }),
    );
    expect(result.totalCount).toBeGreaterThan(0);
    for (const { node } of result.edges) {
      expect(node.price).toBeGreaterThanOrEqual(20000);
      expect(node.price).toBeLessThanOrEqual(40000);
      expect(node.km).toBeLessThanOrEqual(60000);
      expect(node.year).toBeGreaterThanOrEqual(2019);
    }
    const priceStats = facet(result, 'PRICE')!.stats!;
    expect(priceStats.min < 20000 || priceStats.max > 40000).toBe(true);
  });

  it('sorts by each offered order', async () => {
    const byPrice = ok(await search(COASTAL, { sort: 'LOWEST_PRICE', first: 50 })).edges.map(
      (e) => e.node.price,
    );
    expect(byPrice).toEqual([...byPrice].sort((x, y) => x - y));
    const byPriceDesc = ok(await search(COASTAL, { sort: 'HIGHEST_PRICE', first: 50 })).edges.map(
      (e) => e.node.price,
    );
    expect(byPriceDesc).toEqual([...byPriceDesc].sort((x, y) => y - x));
    const latest = ok(await search(COASTAL, { sort: 'LATEST', first: 50 })).edges.map((e) =>
      Date.parse(e.node.createdAt),
    );
    expect(latest).toEqual([...latest].sort((x, y) => y - x));
  });

  it('leaves unpriced cars out of lowest-price-first where the site says so', async () => {
    const northside = ok(await search(NORTHSIDE, { sort: 'LOWEST_PRICE', first: 5 }));
    expect(northside.edges[0]!.node.price).toBeGreaterThan(0);
    const unpriced = ok(await search(NORTHSIDE, { filters: { price: { max: 0 } } }));
    const everything = ok(await search(NORTHSIDE));
    const ascending = ok(await search(NORTHSIDE, { sort: 'LOWEST_PRICE' }));
    expect(ascending.totalCount).toBe(everything.totalCount - unpriced.totalCount);
  });

  it('refuses a sort the site does not offer, naming the argument', async () => {
    const offered = platform.site('outback-caravans').config.search.sortOptions;
    const missing = SORT_OPTIONS.find((option) => !offered.includes(option))!;
    const name = missing.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
    const response = await search(OUTBACK, { sort: name });
    expect(response.errors?.[0]?.message).toMatch(
      new RegExp(`^sort: ${name} is not offered by this site`),
    );
  });

  it('rejects a bad page size with the field and the reason', async () => {
    const response = await search(COASTAL, { first: 0 });
    expect(response.errors?.[0]?.message).toContain('first: must be between 1 and 100');
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('rejects an inverted range naming the field', async () => {
    const response = await search(COASTAL, { filters: { price: { min: 50000, max: 10000 } } });
    expect(response.errors?.[0]?.message).toMatch(/price\.min: min must not be more than max/);
  });

  it('pages by number and by cursor alike, without overlap', async () => {
    const first = ok(await search(COASTAL, { sort: 'LATEST' }));
    const byPage = ok(await search(COASTAL, { sort: 'LATEST', page: 2 }));
    const byCursor = ok(await search(COASTAL, { sort: 'LATEST', after: first.pageInfo.endCursor }));
    expect(byPage.page).toBe(2);
    expect(byPage.edges.map((e) => e.node.id)).toEqual(byCursor.edges.map((e) => e.node.id));
    const firstIds = new Set(first.edges.map((e) => e.node.id));
    expect(byPage.edges.some((e) => firstIds.has(e.node.id))).toBe(false);
    expect(byPage.pageInfo.hasPreviousPage).toBe(true);
  });

  it('rejects page together with after, and a foreign cursor', async () => {
    expect((await search(COASTAL, { page: 2, after: 'abc' })).errors?.[0]?.message).toMatch(
      /^page: /,
    );
    expect((await search(COASTAL, { after: 'not-a-cursor' })).errors?.[0]?.message).toMatch(
      /^after: /,
    );
  });

  it('returns status facet values that work as filters', async () => {
    const result = ok(await search(COASTAL));
    const statuses = facet(result, 'STATUS')!.values.map((v) => v.value);
    expect(statuses).toContain('IN_STOCK');
    const inStock = ok(await search(COASTAL, { filters: { status: ['IN_STOCK'] } }));
    expect(inStock.totalCount).toBe(
      facet(result, 'STATUS')!.values.find((v) => v.value === 'IN_STOCK')!.count,
    );
  });

  it('finds cars by words despite a typo', async () => {
    const all = ok(await search(COASTAL, { first: 100 }));
    const model = all.edges.map((e) => e.node.model).find((m) => m.length >= 6)!;
    const typo = model.slice(0, 2) + model.slice(3); // drop one letter
    const result = ok(await search(COASTAL, { query: typo, first: 100 }));
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.edges.some((e) => e.node.model === model)).toBe(true);
  });

  it('shows the site’s no-price text for unpriced cars', async () => {
    const result = ok(await search(COASTAL, { filters: { price: { max: 0 } }, first: 100 }));
    const kinds = new Set(result.edges.map((e) => e.node.priceDisplay.kind));
    expect([...kinds].every((kind) => kind === 'NO_PRICE' || kind === 'PREORDER')).toBe(true);
    const unpriced = result.edges.find((e) => e.node.priceDisplay.kind === 'NO_PRICE');
    expect(unpriced?.node.priceDisplay.text).toBe('Enquire for price.');
  });

  it('serves caravans and motorcycles on the caravan site', async () => {
    const result = ok(await search(OUTBACK));
    const kinds = facet(result, 'ITEM_TYPE')!
      .values.map((v) => v.value)
      .sort();
    expect(kinds).toEqual(['CARAVAN', 'MOTORCYCLE']);
  });
});
