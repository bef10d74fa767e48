import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS, type SortOption } from '@forecourt/schema/search/search-vocabulary';
import type { StockDocument } from '../../../../stock/stock-document.js';
import { MIN_DISPLAYED_PRICE } from '../../../../stock/price-display.js';
import { HARBOUR_VISIBLE_IDS } from '../../../../stock/testing/fixture-sites.js';
import { hitIds, orderedIds, stockQuery, type PortSuiteContext } from '../port-suite-context.js';

/** Each option's key and direction, and the cars that must lead (their keys are unique). */
const SORTS: Record<
  SortOption,
  { key: (car: StockDocument) => number; direction: 1 | -1; first: string[] }
> = {
  mostRelevant: {
    key: (car) => car.customRank,
    direction: -1,
    first: ['hm-rav4-cruiser', 'hm-hilux-sr5', 'hm-corolla-ascent', 'hm-corolla-hybrid'],
  },
  latest: {
    key: (car) => Date.parse(car.createdAt),
    direction: -1,
    first: ['hm-rav4-gx', 'hm-ranger-wildtrak', 'hm-sorento-coming'],
  },
  highestPrice: {
    key: (car) => car.price,
    direction: -1,
    first: ['shared-landcruiser', 'hm-ranger-wildtrak', 'hm-sorento-coming'],
  },
  lowestPrice: {
    // A car without a shown price comes after every priced car.
    key: (car) => (car.price > MIN_DISPLAYED_PRICE ? car.price : Number.MAX_SAFE_INTEGER),
    direction: 1,
    first: ['hm-mt07', 'hm-i30-active'],
  },
  lowestKm: {
    key: (car) => car.km,
    direction: 1,
    first: ['hm-rav4-cruiser', 'hm-sorento-coming', 'hm-cx5-akera'],
  },
  highestKm: {
    key: (car) => car.km,
    direction: -1,
    first: ['hm-hilux-workmate', 'hm-i30-active', 'hm-mazda3-pure'],
  },
  newestYear: { key: (car) => car.year, direction: -1, first: ['hm-rav4-cruiser'] },
  oldestYear: {
    key: (car) => car.year,
    direction: 1,
    first: ['hm-hilux-workmate', 'hm-i30-active'],
  },
};

/** Sort options and paging. */
export function describeSortingAndPaging(ctx: PortSuiteContext): void {
  describe('sorting', () => {
    it.each(SORT_OPTIONS)('orders every car by %s', async (sort) => {
      const { key, direction, first } = SORTS[sort];
      const result = await ctx.harbour().search(stockQuery({ sort }));
      expect(hitIds(result)).toEqual([...HARBOUR_VISIBLE_IDS].sort());
      expect(orderedIds(result).slice(0, first.length)).toEqual(first);
      const keys = result.hits.map(key);
      keys.slice(1).forEach((value, i) => {
        expect((value - keys[i]!) * direction).toBeGreaterThanOrEqual(0);
      });
    });

    it('puts cars without a shown price last when sorting by lowest price', async () => {
      const result = await ctx.harbour().search(stockQuery({ sort: 'lowestPrice' }));
      expect(orderedIds(result).at(-1)).toBe('hm-sportage-poa');
      const highest = await ctx.harbour().search(stockQuery({ sort: 'highestPrice' }));
      expect(orderedIds(highest).at(-1)).toBe('hm-sportage-poa');
    });

    it('orders text matches by the chosen sort', async () => {
      const result = await ctx
        .harbour()
        .search(stockQuery({ text: 'corolla', sort: 'lowestPrice' }));
      expect(orderedIds(result)).toEqual([
        'hm-corolla-sold',
        'hm-corolla-ascent',
        'hm-corolla-hybrid',
      ]);
    });
  });

  describe('paging', () => {
    it('pages by offset and limit with the exact total', async () => {
      const all = await ctx.harbour().search(stockQuery({ sort: 'lowestPrice' }));
      const pages: string[] = [];
      for (let offset = 0; offset < HARBOUR_VISIBLE_IDS.length; offset += 5) {
        const page = await ctx
          .harbour()
          .search(stockQuery({ sort: 'lowestPrice', offset, limit: 5 }));
        expect(page.totalCount).toBe(HARBOUR_VISIBLE_IDS.length);
        expect(page.hits.length).toBe(Math.min(5, HARBOUR_VISIBLE_IDS.length - offset));
        pages.push(...orderedIds(page));
      }
      expect(pages).toEqual(orderedIds(all));
    });

    it('pages within a filtered result and past its end', async () => {
      const second = await ctx
        .harbour()
        .search(
          stockQuery({ filters: { make: ['Toyota'] }, sort: 'highestPrice', offset: 2, limit: 3 }),
        );
      expect(second.totalCount).toBe(8);
      expect(orderedIds(second)).toEqual(['hm-hilux-sr5', 'hm-rav4-gx', 'hm-corolla-hybrid']);

      const past = await ctx.harbour().search(stockQuery({ offset: 50, limit: 5 }));
      expect(past.hits).toEqual([]);
      expect(past.totalCount).toBe(HARBOUR_VISIBLE_IDS.length);
    });
  });
}
