import { describe, expect, it } from 'vitest';
import type { SiteStock, StockQuery, StockSearchResult } from '../stock/stock-search.port.js';
import { stockMakes } from './site-brands.js';

/** A stock that records the queries it is sent and answers each with `result`. */
function recordingStock(result: StockSearchResult): { stock: SiteStock; queries: StockQuery[] } {
  const queries: StockQuery[] = [];
  const search = (query: StockQuery) => {
    queries.push(query);
    return Promise.resolve(result);
  };
  const stock: SiteStock = {
    search,
    findBySlugs: () => Promise.resolve([]),
    findByIds: () => Promise.resolve([]),
  };
  return { stock, queries };
}

const EMPTY_RESULT: StockSearchResult = {
  hits: [],
  totalCount: 0,
  totalCountCapped: false,
  facets: {},
  stats: {},
};

describe('stockMakes', () => {
  it('asks the whole stock for the make facet alone, reading no cars', async () => {
    const makes = [
      { value: 'Kia', count: 12 },
      { value: 'Mazda', count: 7 },
    ];
    const { stock, queries } = recordingStock({ ...EMPTY_RESULT, facets: { make: makes } });
    await expect(stockMakes(stock)).resolves.toEqual(makes);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ filters: {}, ranges: {}, limit: 0, facets: ['make'] });
  });

  it('is empty for a site with no stock', async () => {
    const { stock } = recordingStock(EMPTY_RESULT);
    await expect(stockMakes(stock)).resolves.toEqual([]);
  });
});
