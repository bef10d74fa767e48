import type { StockSearch } from '../stock/stock-search.port.js';
import { EmbeddedStockSearch } from '../sources/stock-search/embedded/embedded-stock-search.js';

/** Stock search in this process (the embedded engine), empty until a test imports stock. */
export function createTestStockSearch(): StockSearch {
  return new EmbeddedStockSearch();
}
