import { beforeEach, describe, expect, it } from 'vitest';
import { toStockDocument } from '../../../stock/stock-document.js';
import type { FacetCount, ImportProgress, StockQuery } from '../../../stock/stock-search.port.js';
import { MeilisearchStockSearch } from './meilisearch-stock-search.js';
import { FakeMeilisearch } from './testing/fake-meilisearch.js';
import { testCar, testSite, type TestCarInput } from './testing/test-site.js';
import { DAY_MS } from '@forecourt/schema/time/durations';

/**
 * The adapter end to end over an in-memory stand-in for the server (no text queries): what it
 * writes on import, and how it merges the multi-search answers into the port's result.
 */

const NOW = new Date('2025-03-10T12:00:00Z');
const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString();

const site = testSite({ tags: { electricHybrid: true } });
const otherSite = testSite({ slug: 'other-yard', name: 'Other Yard' });

const old = { createdAt: at(30), updatedAt: at(30) };
const CARS: TestCarInput[] = [
  { id: 'c1', make: 'Toyota', model: 'Corolla', fuel: 'Petrol', price: 20_000, km: 50_000, ...old },
  { id: 'c2', make: 'Toyota', model: 'Camry', fuel: 'Hybrid', price: 35_000, km: 20_000, ...old },
  {
    id: 'c3',
    make: 'Kia',
    model: 'Cerato',
    fuel: 'Petrol',
    price: 18_000,
    km: 70_000,
    createdAt: at(2),
    updatedAt: at(2),
  },
  {
    id: 'c4',
    make: 'Kia',
    model: 'Sportage',
    fuel: 'Diesel',
    price: 0,
    km: 10_000,
    status: 'coming_soon',
    createdAt: at(1),
    updatedAt: at(1),
  },
  {
    id: 'c5',
    make: 'Mazda',
    model: '3',
    fuel: 'Petrol',
    price: 22_000,
    km: 90_000,
    status: 'sold',
    soldAt: at(1),
    createdAt: at(60),
    updatedAt: at(1),
  },
  {
    id: 'c6',
    make: 'Mazda',
    model: 'CX-5',
    fuel: 'Petrol',
    price: 30_000,
    km: 40_000,
    status: 'sold',
    soldAt: at(10),
    createdAt: at(60),
    updatedAt: at(10),
  },
  {
    id: 'c7',
    make: 'Toyota',
    model: 'Hilux',
    fuel: 'Diesel',
    price: 40_000,
    km: 5_000,
    showOnDealerWebsite: false,
    ...old,
  },
  {
    id: 'c8',
    make: 'Kia',
    model: 'Rio',
    fuel: 'Petrol',
    price: 15_000,
    km: 60_000,
    reserved: true,
    customRank: 5,
    ...old,
  },
];
const cars = CARS.map(testCar);

let fake: FakeMeilisearch;
let search: MeilisearchStockSearch;

function query(overrides: Partial<StockQuery> = {}): StockQuery {
  return { filters: {}, ranges: {}, sort: 'mostRelevant', offset: 0, limit: 21, ...overrides };
}

const ids = (docs: readonly ({ id: string } | null)[]) => docs.map((doc) => doc?.id ?? null);
const sorted = (counts: FacetCount[] | undefined) =>
  [...(counts ?? [])].sort((a, b) => a.value.localeCompare(b.value));

beforeEach(async () => {
  fake = new FakeMeilisearch();
  search = new MeilisearchStockSearch(fake.asClient(), 'cars', { importBatchSize: 3 });
  await search.replaceSiteStock(site, cars);
  await search.replaceSiteStock(otherSite, [testCar({ id: 'c1', make: 'Holden', ...old })]);
});

describe('replaceSiteStock', () => {
  it('writes one document per car keyed by site and id, with the filter-only fields', () => {
    expect(fake.docs.size).toBe(9);
    expect(fake.docs.get('bayside-motors__c2')).toMatchObject({
      siteSlug: 'bayside-motors',
      tagLeading: 'Hybrid',
      tagTrailing: null,
    });
    expect(fake.docs.get('bayside-motors__c5')).toMatchObject({
      tagLeading: null,
      tagTrailing: 'JUST SOLD',
      visibleAtMs: Date.parse(at(1)),
    });
    expect(fake.docs.get('other-yard__c1')).toMatchObject({ make: 'Holden' });
  });

  it('reports progress per batch and removes only this site’s cars that are gone', async () => {
    const progress: ImportProgress[] = [];
    await search.replaceSiteStock(site, cars.slice(0, 4), (p) => progress.push(p));
    expect(progress).toEqual([
      { done: 3, total: 4 },
      { done: 4, total: 4 },
    ]);
    expect([...fake.docs.keys()].sort()).toEqual([
      'bayside-motors__c1',
      'bayside-motors__c2',
      'bayside-motors__c3',
      'bayside-motors__c4',
      'other-yard__c1',
    ]);
  });

  it('writes nothing when a car does not belong to the site', async () => {
    const stray = testCar({ id: 'x1', locationId: 'elsewhere' });
    await expect(search.replaceSiteStock(site, [cars[0]!, stray])).rejects.toThrow(
      'locationId: "elsewhere"',
    );
    expect(fake.docs.size).toBe(9);
  });

  it('fails with the task error when the server rejects a batch', async () => {
    fake.failNextTask = 'disk full';
    await expect(search.replaceSiteStock(site, cars)).rejects.toThrow(/failed.*disk full/);
  });
});

describe('search', () => {
  const stock = () => search.forSite(site, () => NOW);

  it("returns the site's visible cars as StockDocuments, without index-only fields", async () => {
    const result = await stock().search(query());
    expect(result.totalCount).toBe(6);
    expect(result.totalCountCapped).toBe(false);
    // customRank first (c8), then ids.
    expect(ids(result.hits)).toEqual(['c8', 'c1', 'c2', 'c3', 'c4', 'c5']);
    const expected = JSON.parse(JSON.stringify(toStockDocument(cars[7]!, site)));
    expect(result.hits[0]).toEqual(expected);
  });

  it('counts facets disjunctively: a facet ignores its own selection only', async () => {
    const result = await stock().search(query({ filters: { make: ['Kia'] } }));
    expect(ids(result.hits).sort()).toEqual(['c3', 'c4', 'c8']);
    expect(sorted(result.facets.make)).toEqual([
      { value: 'Kia', count: 3 },
      { value: 'Mazda', count: 1 },
      { value: 'Toyota', count: 2 },
    ]);
    expect(sorted(result.facets.fuel)).toEqual([
      { value: 'Diesel', count: 1 },
      { value: 'Petrol', count: 2 },
    ]);
    expect(sorted(result.facets.year)).toEqual([{ value: '2020', count: 3 }]);
  });

  it('counts and filters tags as the site shows them, new arrivals by the clock', async () => {
    const all = await stock().search(query());
    expect(sorted(all.facets.tag)).toEqual([
      { value: 'Coming Soon', count: 1 },
      { value: 'Hybrid', count: 1 },
      { value: 'JUST SOLD', count: 1 },
      { value: 'New Arrival', count: 1 },
      { value: 'Reserved', count: 1 },
    ]);
    const picked = await stock().search(query({ filters: { tag: ['New Arrival', 'JUST SOLD'] } }));
    expect(ids(picked.hits).sort()).toEqual(['c3', 'c5']);
    expect(sorted(picked.facets.tag)).toEqual(sorted(all.facets.tag));
    expect(sorted(picked.facets.make)).toEqual([
      { value: 'Kia', count: 1 },
      { value: 'Mazda', count: 1 },
    ]);
    // Nine days on, the Cerato is no new arrival any more and the sold Mazda is gone.
    const later = search.forSite(site, () => new Date(NOW.getTime() + 9 * DAY_MS));
    const latest = await later.search(query({ filters: { tag: ['New Arrival'] } }));
    expect(latest.totalCount).toBe(0);
    expect(sorted(latest.facets.tag).map((tag) => tag.value)).toEqual([
      'Coming Soon',
      'Hybrid',
      'Reserved',
    ]);
  });

  it('takes stats of a ranged attribute without its own range', async () => {
    const result = await stock().search(
      query({ ranges: { price: { min: 18_000, max: 22_000 } }, sort: 'lowestPrice' }),
    );
    expect(ids(result.hits)).toEqual(['c3', 'c1', 'c5']);
    expect(result.stats.price).toEqual({ min: 0, max: 35_000 });
    expect(result.stats.km).toEqual({ min: 50_000, max: 90_000 });
  });

  it('leaves out zero prices on request', async () => {
    const result = await stock().search(query({ excludeZeroPrice: true, sort: 'lowestPrice' }));
    expect(ids(result.hits)).toEqual(['c8', 'c3', 'c1', 'c5', 'c2']);
    expect(result.stats.price).toEqual({ min: 15_000, max: 35_000 });
  });

  it('sorts by lowest price with the unpriced car after every priced one', async () => {
    const result = await stock().search(query({ sort: 'lowestPrice' }));
    expect(ids(result.hits)).toEqual(['c8', 'c3', 'c1', 'c5', 'c2', 'c4']);
  });

  it('pages by page boundaries and by any offset, with an exact total either way', async () => {
    const page2 = await stock().search(query({ sort: 'latest', offset: 2, limit: 2 }));
    expect(ids(page2.hits)).toEqual(['c1', 'c2']);
    expect(page2.totalCount).toBe(6);
    const shifted = await stock().search(query({ sort: 'latest', offset: 3, limit: 2 }));
    expect(ids(shifted.hits)).toEqual(['c2', 'c8']);
    expect(shifted.totalCount).toBe(6);
  });
});

describe('lookups', () => {
  const stock = () => search.forSite(site, () => NOW);

  it('find visible cars of the site by slug, in the asked order, null where none', async () => {
    const found = await stock().findBySlugs([
      'car-c3',
      'car-missing',
      'car-c6',
      'car-c7',
      'car-c1',
    ]);
    expect(ids(found)).toEqual(['c3', null, null, null, 'c1']);
    expect(found[4]).toMatchObject({ siteSlug: 'bayside-motors', make: 'Toyota' });
    expect(found[4]).not.toHaveProperty('docId');
  });

  it('find by id, never another site’s car of the same id', async () => {
    const theirs = await search.forSite(otherSite, () => NOW).findByIds(['c1', 'c2']);
    expect(theirs.map((doc) => doc?.make ?? null)).toEqual(['Holden', null]);
    expect(await stock().findByIds([])).toEqual([]);
  });
});
