import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import type { Site } from '@forecourt/tenants/site';
import { createTestRecords } from '../testing/test-records.js';
import { canReserve } from '../stock/car-eligibility.js';
import type { StockDocument } from '../stock/stock-document.js';
import type { StockQuery } from '../stock/stock-search.port.js';
import { SiteRegistry } from '../tenancy/site-registry.js';
import { createTestStockSearch } from '../testing/test-stock-search.js';
import { TEST_NOW } from '../testing/test-platform.js';
import { createForecourtYoga } from '../yoga.js';
import { HOLDS_CACHE_MS, withReservationHolds } from './reservation-holds.js';

const ALL: StockQuery = { filters: {}, ranges: {}, sort: 'latest', offset: 0, limit: 1000 };

/** The demo site with reserving turned on (its setting), so the Reserve button can show. */
const reserving = (site: Site): Site => ({
  ...site,
  config: { ...site.config, features: { ...site.config.features, reserveButton: true } },
});

describe('withReservationHolds: held cars show as reserved everywhere', () => {
  const base = createTestStockSearch();
  let coastal: Site;
  let northside: Site;
  let car: StockDocument;
  let otherSiteCar: StockDocument;
  let held: Record<string, string[]>;
  let reads: { site: string; now: Date }[];
  let clockMs = 0;
  const stock = withReservationHolds(
    base,
    (site, now) => {
      reads.push({ site: site.config.slug, now });
      return Promise.resolve(held[site.config.slug] ?? []);
    },
    { clock: () => clockMs },
  );

  beforeAll(async () => {
    const sites = (await loadDemoSites()).map(reserving);
    coastal = sites.find((site) => site.config.slug === 'coastal-motor-group')!;
    northside = sites.find((site) => site.config.slug === 'northside-used-cars')!;
    for (const site of [coastal, northside]) {
      await base.replaceSiteStock(site, generateStock(site, { size: 120, now: TEST_NOW }));
    }
    const reservable = async (site: Site) =>
      (await base.forSite(site, () => TEST_NOW).search(ALL)).hits.find(
        (doc) => canReserve(doc, site) && doc.electrified === null,
      )!;
    car = await reservable(coastal);
    otherSiteCar = await reservable(northside);
  });
  afterAll(() => stock.close());
  beforeEach(() => {
    held = {};
    reads = [];
    clockMs += HOLDS_CACHE_MS * 10;
  });

  it('marks a held car reserved in search hits and lookups by slug and by id', async () => {
    const site = stock.forSite(coastal, () => TEST_NOW);
    expect((await site.findBySlugs([car.slug]))[0]!.reserved).toBe(false);
    held = { 'coastal-motor-group': [car.id] };
    stock.invalidate(coastal);
    const hit = (await site.search(ALL)).hits.find((doc) => doc.id === car.id)!;
    const [bySlug] = await site.findBySlugs([car.slug]);
    const [byId, missing] = await site.findByIds([car.id, 'no-such-car']);
    expect([hit.reserved, bySlug!.reserved, byId!.reserved]).toEqual([true, true, true]);
    expect(missing).toBeNull();
    expect(canReserve(byId!, coastal)).toBe(false);
    // Every other car is as the feed has it.
    const feed = new Map(
      (await base.forSite(coastal, () => TEST_NOW).search(ALL)).hits.map((doc) => [doc.id, doc]),
    );
    const others = (await site.search(ALL)).hits.filter((doc) => doc.id !== car.id);
    expect(others.length).toBeGreaterThan(10);
    expect(others.every((doc) => doc.reserved === feed.get(doc.id)?.reserved)).toBe(true);
  });

  it('keeps one site’s holds to that site', async () => {
    held = { 'northside-used-cars': [otherSiteCar.id, car.id] };
    const [coastalCar] = await stock.forSite(coastal, () => TEST_NOW).findByIds([car.id]);
    const [northsideCar] = await stock
      .forSite(northside, () => TEST_NOW)
      .findByIds([otherSiteCar.id]);
    expect(coastalCar!.reserved).toBe(false);
    expect(northsideCar!.reserved).toBe(true);
    expect(reads.map((read) => read.site).sort()).toEqual([
      'coastal-motor-group',
      'northside-used-cars',
    ]);
  });

  it('asks the records at the site view’s time, once per cache period, and again after invalidate', async () => {
    const site = stock.forSite(coastal, () => TEST_NOW);
    await Promise.all([site.findByIds([car.id]), site.search(ALL), site.findBySlugs([car.slug])]);
    expect(reads).toEqual([{ site: 'coastal-motor-group', now: TEST_NOW }]);
    held = { 'coastal-motor-group': [car.id] };
    clockMs += HOLDS_CACHE_MS - 1;
    expect((await site.findByIds([car.id]))[0]!.reserved).toBe(false);
    stock.invalidate(coastal);
    expect((await site.findByIds([car.id]))[0]!.reserved).toBe(true);
    held = {};
    clockMs += HOLDS_CACHE_MS;
    expect((await site.findByIds([car.id]))[0]!.reserved).toBe(false);
    expect(reads).toHaveLength(3);
  });

  it('shows the cars as the feed has them when the holds cannot be read, and tries again', async () => {
    const warnings: unknown[] = [];
    let fail = true;
    const flaky = withReservationHolds(
      base,
      () => (fail ? Promise.reject(new Error('records down')) : Promise.resolve([car.id])),
      {
        clock: () => clockMs,
        log: { warn: (entry: unknown) => void warnings.push(entry) } as never,
      },
    );
    const site = flaky.forSite(coastal, () => TEST_NOW);
    expect((await site.findByIds([car.id]))[0]!.reserved).toBe(false);
    expect(warnings).toHaveLength(1);
    fail = false;
    expect((await site.findByIds([car.id]))[0]!.reserved).toBe(true);
  });

  it('makes GraphQL agree: the tag, the Reserve button and search say reserved', async () => {
    held = { 'coastal-motor-group': [car.id] };
    stock.invalidate(coastal);
    const records = createTestRecords();
    try {
      const yoga = createForecourtYoga({
        registry: new SiteRegistry([coastal, northside]),
        stockSearch: stock,
        records,
        graphiql: false,
        arbitraryDocuments: 'always',
        now: () => TEST_NOW,
      });
      const response = await yoga.fetch('http://coastal-motor-group.localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `query Held($slug: String!) {
            car(slug: $slug) { reserved canReserve tag { kind } }
            carSearch(first: 100, sort: LATEST) { edges { node { slug reserved canReserve tag { kind } } } }
          }`,
          variables: { slug: car.slug },
        }),
      });
      const { data, errors } = (await response.json()) as {
        data: {
          car: { reserved: boolean; canReserve: boolean; tag: { kind: string } | null };
          carSearch: {
            edges: {
              node: {
                slug: string;
                reserved: boolean;
                canReserve: boolean;
                tag: { kind: string } | null;
              };
            }[];
          };
        };
        errors?: unknown;
      };
      expect(errors).toBeUndefined();
      const expected = { reserved: true, canReserve: false, tag: { kind: 'RESERVED' } };
      expect(data.car).toEqual(expected);
      const inSearch = data.carSearch.edges.find((edge) => edge.node.slug === car.slug);
      expect(inSearch?.node).toEqual({ slug: car.slug, ...expected });
    } finally {
      await records.close();
    }
  });
});
