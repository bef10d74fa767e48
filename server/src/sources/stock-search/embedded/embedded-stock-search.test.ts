import { describe, expect, it } from 'vitest';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import type { ImportProgress } from '../../../stock/stock-search.port.js';
import { harbourCars, harbourSite } from '../../../stock/testing/fixture-sites.js';
import { daysFromNow, facetCounts, hitIds, stockQuery } from '../testing/port-suite-context.js';
import { EmbeddedStockSearch } from './embedded-stock-search.js';

const base = harbourCars.find((car) => car.id === 'hm-cx5-maxx')!;

function copies(count: number, prefix: string): CarRecord[] {
  return Array.from({ length: count }, (_, k) => ({
    ...base,
    id: `${prefix}-${k}`,
    slug: `${prefix}-${k}`,
    stockNumber: `${prefix.toUpperCase()}${k}`,
  }));
}

async function withHarbour(cars: readonly CarRecord[] = harbourCars) {
  const search = new EmbeddedStockSearch();
  await search.replaceSiteStock(harbourSite, cars);
  return search;
}

describe('EmbeddedStockSearch', () => {
  it('ends new arrivals as days pass, without re-importing', async () => {
    const search = await withHarbour();
    const tags = async (days: number) =>
      facetCounts(await search.forSite(harbourSite, daysFromNow(days)).search(stockQuery()), 'tag');
    // Listed 2 and 5 days ago; new arrivals for 8 days.
    expect((await tags(0))['New Arrival']).toBe(2);
    expect((await tags(4))['New Arrival']).toBe(1);
    expect((await tags(7))['New Arrival']).toBeUndefined();
    const later = search.forSite(harbourSite, daysFromNow(4));
    const newArrivals = await later.search(stockQuery({ filters: { tag: ['New Arrival'] } }));
    expect(hitIds(newArrivals)).toEqual(['hm-rav4-gx']);
  });

  it('rejects a feed that repeats an id or a slug, keeping the stock it had', async () => {
    const search = await withHarbour();
    const [first, second] = copies(2, 'dup');
    await expect(
      search.replaceSiteStock(harbourSite, [first!, { ...second!, id: first!.id }]),
    ).rejects.toThrow('cars[1].id: "dup-0" is already used by cars[0]');
    await expect(
      search.replaceSiteStock(harbourSite, [first!, { ...second!, slug: first!.slug }]),
    ).rejects.toThrow('cars[1].slug: "dup-0" is already used by cars[0]');
    const result = await search.forSite(harbourSite).search(stockQuery());
    expect(result.totalCount).toBe(19);
  });

  it('rejects a car whose location is not one of the site', async () => {
    const search = new EmbeddedStockSearch();
    await expect(
      search.replaceSiteStock(harbourSite, [{ ...base, locationId: 'elsewhere' }]),
    ).rejects.toThrow('locationId: "elsewhere"');
  });

  it('reports import progress up to the total', async () => {
    const search = new EmbeddedStockSearch();
    const progress: ImportProgress[] = [];
    await search.replaceSiteStock(harbourSite, copies(4_500, 'bulk'), (p) => progress.push(p));
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toEqual({ done: 4_500, total: 4_500 });
    progress.slice(1).forEach((p, i) => expect(p.done).toBeGreaterThan(progress[i]!.done));
  });

  it('keeps the import started last when an earlier one finishes later', async () => {
    const search = new EmbeddedStockSearch();
    const slow = search.replaceSiteStock(harbourSite, copies(6_000, 'old'));
    const fast = search.replaceSiteStock(harbourSite, copies(3, 'new'));
    await Promise.all([slow, fast]);
    const result = await search.forSite(harbourSite).search(stockQuery());
    expect(hitIds(result)).toEqual(['new-0', 'new-1', 'new-2']);
  });

  it('counts a value listed twice on one car once', async () => {
    const search = await withHarbour([{ ...base, features: ['Sunroof', 'Sunroof', 'Tow Bar'] }]);
    const result = await search.forSite(harbourSite).search(stockQuery());
    expect(facetCounts(result, 'features')).toEqual({ Sunroof: 1, 'Tow Bar': 1 });
  });

  it('orders text matches by score, then by the site ranking', async () => {
    const [low, high, fuzzy] = copies(3, 'twin');
    const search = await withHarbour([
      { ...low!, customRank: 0 },
      { ...high!, customRank: 5 },
      // Matches only with a typo, so it scores lower despite its rank.
      { ...fuzzy!, badge: 'Max', customRank: 10 },
    ]);
    const result = await search.forSite(harbourSite).search(stockQuery({ text: 'maxx' }));
    expect(result.hits.map((hit) => hit.id)).toEqual(['twin-1', 'twin-0', 'twin-2']);
  });

  it('names the paging field it rejects', async () => {
    const stock = (await withHarbour()).forSite(harbourSite);
    await expect(stock.search(stockQuery({ offset: -1 }))).rejects.toThrow('offset: -1');
    await expect(stock.search(stockQuery({ limit: 2.5 }))).rejects.toThrow('limit: 2.5');
  });
});
