import { describe, expect, it } from 'vitest';
import type { FacetCount, SiteStock, StockSearchResult } from '../stock/stock-search.port.js';
import { siteVehicleNameExample } from './vehicle-name-example.js';

/** A site's stock that answers every search with these facet counts. */
function stockWith(make: FacetCount[], makeModel: FacetCount[]): SiteStock {
  const result: StockSearchResult = {
    hits: [],
    totalCount: 0,
    totalCountCapped: false,
    facets: { make, makeModel },
    stats: {},
  };
  return {
    search: () => Promise.resolve(result),
    findBySlugs: () => Promise.resolve([]),
    findByIds: () => Promise.resolve([]),
  };
}

describe('siteVehicleNameExample', () => {
  it('takes the site’s most listed make and its most listed model', async () => {
    const stock = stockWith(
      [
        { value: 'Avan', count: 4 },
        { value: 'Jayco', count: 9 },
      ],
      [
        { value: 'Avan|Aspire', count: 4 },
        { value: 'Jayco|Swan', count: 2 },
        { value: 'Jayco|Journey', count: 7 },
      ],
    );
    expect(await siteVehicleNameExample(stock)).toEqual({ make: 'Jayco', model: 'Journey' });
  });

  it('settles a tie by the alphabet, so the example does not change from one request to the next', async () => {
    const stock = stockWith(
      [
        { value: 'Toyota', count: 3 },
        { value: 'Mazda', count: 3 },
      ],
      [
        { value: 'Toyota|Corolla', count: 3 },
        { value: 'Mazda|CX-5', count: 1 },
        { value: 'Mazda|3', count: 1 },
        { value: 'Mazda|BT-50', count: 1 },
      ],
    );
    expect(await siteVehicleNameExample(stock)).toEqual({ make: 'Mazda', model: '3' });
  });

  it('has none for a site that lists nothing', async () => {
    expect(await siteVehicleNameExample(stockWith([], []))).toBeNull();
    expect(await siteVehicleNameExample(stockWith([{ value: 'Jayco', count: 0 }], []))).toBeNull();
  });
});
