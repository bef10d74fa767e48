import { describe, expect, it } from 'vitest';
import type { SortOption } from '@forecourt/schema/search/search-vocabulary';
import type { StockQuery } from '../../../stock/stock-search.port.js';
import { compileLookup, compileSearch } from './compile-query.js';
import { testSite } from './testing/test-site.js';
import { DAY_MS } from '@forecourt/schema/time/durations';

const NOW = new Date('2025-03-10T00:00:00Z');
const THREE_DAYS_AGO = NOW.getTime() - 3 * DAY_MS;
const FOURTEEN_DAYS_AGO = NOW.getTime() - 14 * DAY_MS;
const EIGHT_DAYS_AGO = NOW.getTime() - 8 * DAY_MS;

const site = testSite();
const SCOPE = `siteSlug = "bayside-motors" AND showOnDealerWebsite = true AND (status IN ["in_stock", "coming_soon"] OR visibleAtMs >= ${THREE_DAYS_AGO})`;

function query(overrides: Partial<StockQuery> = {}): StockQuery {
  return { filters: {}, ranges: {}, sort: 'mostRelevant', offset: 0, limit: 21, ...overrides };
}

describe('site scope', () => {
  it('comes from the site settings: slug, website flag and the recently-sold window', () => {
    const [main] = compileSearch('cars', site, query(), NOW).queries;
    expect(main!.filter).toBe(SCOPE);
  });

  it("applies the site's stock filter", () => {
    const usedYard = testSite({
      search: {
        stockFilter: {
          carTypes: ['used', 'demo'],
          itemTypes: ['car'],
          onlyShownOnDealerWebsite: false,
        },
        recentlySoldDays: 14,
      },
    });
    const [main] = compileSearch('cars', usedYard, query(), NOW).queries;
    expect(main!.filter).toBe(
      `siteSlug = "bayside-motors" AND carType IN ["used", "demo"] AND itemType IN ["car"] AND (status IN ["in_stock", "coming_soon"] OR visibleAtMs >= ${FOURTEEN_DAYS_AGO})`,
    );
  });

  it('starts every query of the request, whatever the query selects', () => {
    const { queries } = compileSearch(
      'cars',
      site,
      query({
        filters: { carType: ['new'], tag: ['JUST SOLD'], make: ['Kia'] },
        ranges: { price: { min: 1 } },
      }),
      NOW,
    );
    expect(queries.length).toBeGreaterThan(4);
    for (const q of queries)
      expect(q.filter).toMatch(new RegExp(`^${escapeRegExp(SCOPE)}( AND |$)`));
  });

  it('accepts no attribute outside the port, so a query cannot name the scope fields', () => {
    const hostile = { siteSlug: ['other-site'] } as unknown as StockQuery['filters'];
    expect(() => compileSearch('cars', site, query({ filters: hostile }), NOW)).toThrow(
      'filters.siteSlug: not a facet attribute',
    );
    const ranges = { visibleAtMs: { min: 0 } } as unknown as StockQuery['ranges'];
    expect(() => compileSearch('cars', site, query({ ranges }), NOW)).toThrow(
      'ranges.visibleAtMs: not a range attribute',
    );
  });
});

describe('main query', () => {
  const compiled = compileSearch(
    'cars',
    site,
    query({
      filters: { fuel: ['Diesel'], make: ['Toyota', 'Land "Rover"'], features: [] },
      ranges: { price: { min: 10_000, max: 30_000 }, km: { max: 80_000 }, year: {} },
      excludeZeroPrice: true,
      sort: 'lowestPrice',
    }),
    NOW,
  );
  const main = compiled.queries[0]!;

  it('ANDs the facets (values OR-ed, escaped) and inclusive ranges after the scope', () => {
    expect(main.filter).toBe(
      `${SCOPE} AND make IN ["Toyota", "Land \\"Rover\\""] AND fuel IN ["Diesel"] AND price 10000 TO 30000 AND km <= 80000 AND price > 0`,
    );
  });

  it('asks counts for every facet and stats for every range no other query overrides', () => {
    expect(main.facets).toEqual(
      expect.arrayContaining([
        'model',
        'badge',
        'tagLeading',
        'features',
        'year',
        'subscriptionPrice',
      ]),
    );
    for (const overridden of ['make', 'fuel', 'price', 'km'])
      expect(main.facets).not.toContain(overridden);
    expect(new Set(main.facets).size).toBe(main.facets!.length);
  });

  it('sorts by the option, ties by id, and pages for an exact total', () => {
    expect(main.sort).toEqual(['priceShown:desc', 'price:asc', 'id:asc']);
    expect(main).toMatchObject({ page: 1, hitsPerPage: 21, indexUid: 'cars' });
    expect(main).not.toHaveProperty('q');
  });

  it('adds one query per selection, without that selection, for disjunctive counts and stats', () => {
    expect(compiled.roles).toEqual([
      { kind: 'main' },
      { kind: 'facet', attribute: 'make' },
      { kind: 'facet', attribute: 'fuel' },
      { kind: 'stats', attribute: 'price' },
      { kind: 'stats', attribute: 'km' },
      { kind: 'newArrivals', label: 'New Arrival' },
      { kind: 'pastNewArrival' },
    ]);
    const [, make, fuel, price, km] = compiled.queries;
    expect(make).toMatchObject({
      filter: `${SCOPE} AND fuel IN ["Diesel"] AND price 10000 TO 30000 AND km <= 80000 AND price > 0`,
      facets: ['make'],
      page: 1,
      hitsPerPage: 0,
    });
    expect(fuel!.filter).toBe(
      `${SCOPE} AND make IN ["Toyota", "Land \\"Rover\\""] AND price 10000 TO 30000 AND km <= 80000 AND price > 0`,
    );
    expect(fuel!.facets).toEqual(['fuel']);
    expect(price).toMatchObject({
      filter: `${SCOPE} AND make IN ["Toyota", "Land \\"Rover\\""] AND fuel IN ["Diesel"] AND km <= 80000 AND price > 0`,
      facets: ['price'],
    });
    expect(km!.filter).toBe(
      `${SCOPE} AND make IN ["Toyota", "Land \\"Rover\\""] AND fuel IN ["Diesel"] AND price 10000 TO 30000 AND price > 0`,
    );
    for (const counting of compiled.queries.slice(1)) expect(counting).not.toHaveProperty('sort');
  });

  it('counts the tag facet from new arrivals and the trailing tags of older cars', () => {
    const [newArrivals, older] = compiled.queries.slice(-2);
    const rest = `${SCOPE} AND make IN ["Toyota", "Land \\"Rover\\""] AND fuel IN ["Diesel"] AND price 10000 TO 30000 AND km <= 80000 AND price > 0`;
    expect(newArrivals).toMatchObject({
      filter: `${rest} AND tagLeading IS NULL AND createdAtMs > ${EIGHT_DAYS_AGO}`,
      hitsPerPage: 0,
    });
    expect(newArrivals).not.toHaveProperty('facets');
    expect(older).toMatchObject({
      filter: `${rest} AND tagLeading IS NULL AND createdAtMs <= ${EIGHT_DAYS_AGO}`,
      facets: ['tagTrailing'],
      hitsPerPage: 0,
    });
  });
});

describe('tag filter', () => {
  const labels = testSite({ labels: { tags: { sold: 'Sold "Out"' } } });
  const tagFilterOf = (values: string[]) =>
    compileSearch('cars', labels, query({ filters: { tag: values } }), NOW).queries[0]!.filter;
  const scope = SCOPE;

  it('compiles the new-arrival label to the age test on cars without a leading tag', () => {
    expect(tagFilterOf(['New Arrival'])).toBe(
      `${scope} AND (tagLeading = "New Arrival" OR (tagLeading IS NULL AND createdAtMs > ${EIGHT_DAYS_AGO}))`,
    );
  });

  it('compiles the sold label to the trailing tag of cars past the new-arrival window', () => {
    expect(tagFilterOf(['Sold "Out"'])).toBe(
      `${scope} AND (tagLeading = "Sold \\"Out\\"" OR (tagLeading IS NULL AND createdAtMs <= ${EIGHT_DAYS_AGO} AND tagTrailing = "Sold \\"Out\\""))`,
    );
  });

  it('compiles any other label to the leading tag, and ORs several labels', () => {
    expect(tagFilterOf(['Reserved', 'Runout Sale'])).toBe(
      `${scope} AND (tagLeading = "Reserved" OR tagLeading = "Runout Sale")`,
    );
  });

  it('drops the tag selection, and only it, from the tag counting queries', () => {
    const { queries, roles } = compileSearch(
      'cars',
      labels,
      query({ filters: { tag: ['Reserved'], make: ['Kia'] } }),
      NOW,
    );
    const tagQuery =
      queries[roles.findIndex((role) => role.kind === 'facet' && role.attribute === 'tag')]!;
    expect(tagQuery).toMatchObject({
      filter: `${scope} AND make IN ["Kia"]`,
      facets: ['tagLeading'],
    });
    expect(queries.at(-2)!.filter).toBe(
      `${scope} AND make IN ["Kia"] AND tagLeading IS NULL AND createdAtMs > ${EIGHT_DAYS_AGO}`,
    );
    expect(queries[0]!.facets).not.toContain('tagLeading');
  });
});

describe('sort', () => {
  const sortOf = (sort: SortOption, text?: string) =>
    compileSearch('cars', site, query({ sort, text }), NOW).queries[0]!.sort;

  it.each<[SortOption, string[]]>([
    ['latest', ['createdAtMs:desc']],
    ['highestPrice', ['price:desc']],
    ['lowestPrice', ['priceShown:desc', 'price:asc']],
    ['lowestKm', ['km:asc']],
    ['highestKm', ['km:desc']],
    ['newestYear', ['year:desc']],
    ['oldestYear', ['year:asc']],
  ])('%s sorts by %j, then id, with or without words', (option, rules) => {
    expect(sortOf(option)).toEqual([...rules, 'id:asc']);
    expect(sortOf(option, 'corolla')).toEqual([...rules, 'id:asc']);
  });

  it("most relevant: the dealer's rank without words, text relevance first with words", () => {
    expect(sortOf('mostRelevant')).toEqual(['customRank:desc', 'id:asc']);
    expect(sortOf('mostRelevant', 'corolla')).toBeUndefined();
  });
});

describe('text', () => {
  it('sends the trimmed words, all required, to every query so counts match the hits', () => {
    const { queries } = compileSearch(
      'cars',
      site,
      query({ text: '  corolla hybrid ', filters: { make: ['Toyota'] } }),
      NOW,
    );
    for (const q of queries)
      expect(q).toMatchObject({ q: 'corolla hybrid', matchingStrategy: 'all' });
  });

  it('sends no words for blank text', () => {
    const [main] = compileSearch('cars', site, query({ text: '   ' }), NOW).queries;
    expect(main).not.toHaveProperty('q');
    expect(main).not.toHaveProperty('matchingStrategy');
  });
});

describe('paging', () => {
  const compiled = (offset: number, limit: number) =>
    compileSearch('cars', site, query({ offset, limit }), NOW);

  it('uses page and hitsPerPage when the offset falls on a page boundary', () => {
    const { queries, roles } = compiled(42, 21);
    expect(queries[0]).toMatchObject({ page: 3, hitsPerPage: 21 });
    expect(queries[0]).not.toHaveProperty('offset');
    expect(roles.map((role) => role.kind)).not.toContain('count');
  });

  it('uses offset and limit otherwise, and counts exactly in a separate query', () => {
    const { queries, roles } = compiled(5, 21);
    expect(queries[0]).toMatchObject({ offset: 5, limit: 21 });
    expect(queries[0]).not.toHaveProperty('page');
    expect(roles[1]).toEqual({ kind: 'count' });
    expect(queries[1]).toMatchObject({ filter: SCOPE, page: 1, hitsPerPage: 0 });
  });

  it('asks no hits for a limit of 0', () => {
    expect(compiled(0, 0).queries[0]).toMatchObject({ page: 1, hitsPerPage: 0 });
  });

  it('rejects offsets and limits that are not whole numbers of at least 0', () => {
    expect(() => compiled(-1, 21)).toThrow('offset');
    expect(() => compiled(0, 2.5)).toThrow('limit');
  });
});

describe('lookups', () => {
  it('filter the asked values inside the scope, each once', () => {
    expect(compileLookup(site, NOW, 'slug', ['a-car', 'b-car', 'a-car'])).toEqual({
      filter: `${SCOPE} AND slug IN ["a-car", "b-car"]`,
      limit: 2,
    });
    expect(compileLookup(site, NOW, 'id', ['x"1']).filter).toBe(`${SCOPE} AND id IN ["x\\"1"]`);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('distance from a point', () => {
  const near = { latitude: -27.4679, longitude: 153.0281 };

  it('scopes every query of the request to the radius, in metres', () => {
    const { queries } = compileSearch(
      'cars',
      site,
      query({ near: { ...near, withinKm: 100 }, filters: { make: ['Toyota'] } }),
      NOW,
    );
    for (const q of queries) expect(q.filter).toContain('_geoRadius(-27.4679, 153.0281, 100000)');
  });

  it('sorts by _geoPoint, ties by the dealer’s rank and id, and adds no radius without withinKm', () => {
    const [main] = compileSearch('cars', site, query({ near, sort: 'nearest' }), NOW).queries;
    expect(main!.sort).toEqual(['_geoPoint(-27.4679, 153.0281):asc', 'customRank:desc', 'id:asc']);
    expect(main!.filter).toBe(SCOPE);
  });

  it('refuses a point off the globe and the nearest sort without a point', () => {
    const bad = { latitude: 91, longitude: 0, withinKm: 5 };
    expect(() => compileSearch('cars', site, query({ near: bad }), NOW)).toThrow(/near.latitude/);
    expect(() => compileSearch('cars', site, query({ sort: 'nearest' }), NOW)).toThrow(/near/);
  });
});
