import { HttpStockFeedFetcher } from '../sources/stock-feed/http-stock-feed-fetcher.js';
import type { StockFeedFetcher } from '../stock-sync/stock-feed-fetcher.port.js';

/** The HTTP feed fetcher the server uses, for tests that serve their feeds from a local server. */
export function createTestStockFeedFetcher(): StockFeedFetcher {
  return new HttpStockFeedFetcher();
}
