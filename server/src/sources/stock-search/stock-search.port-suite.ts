import { describe } from 'vitest';
import type { StockSearch } from '../../stock/stock-search.port.js';
import { withFixtureSites } from './testing/port-suite-context.js';
import { describeDistance } from './testing/port-cases/distance.cases.js';
import { describeFacetsAndStats } from './testing/port-cases/facets.cases.js';
import { describeFilters } from './testing/port-cases/filters.cases.js';
import { describeReplaceSiteStock } from './testing/port-cases/replace-stock.cases.js';
import { describeSiteScope } from './testing/port-cases/site-scope.cases.js';
import { describeSortingAndPaging } from './testing/port-cases/sorting.cases.js';
import { describeTextSearch } from './testing/port-cases/text-search.cases.js';

/**
 * The behaviour every StockSearch adapter must have, on two fixture sites (testing/). Uses only the
 * port, so an adapter backed by a server runs it unchanged. The read-only cases share one adapter;
 * replaceSiteStock gets its own.
 */
export function describeStockSearchPort(
  adapterName: string,
  createAdapter: () => Promise<StockSearch>,
): void {
  describe(`StockSearch port: ${adapterName}`, () => {
    describe('with the fixture sites', () => {
      const ctx = withFixtureSites(createAdapter);
      describeSiteScope(ctx);
      describeFilters(ctx);
      describeFacetsAndStats(ctx);
      describeSortingAndPaging(ctx);
      describeTextSearch(ctx);
    });
    describeReplaceSiteStock(createAdapter);
    describeDistance(createAdapter);
  });
}
