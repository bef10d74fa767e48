import { EmbeddedStockSearch } from './embedded/embedded-stock-search.js';
import {
  createMeilisearchStockSearchFromEnv,
  readMeilisearchEnv,
} from './meilisearch/meilisearch-env.js';
import type { StockSearch } from '../../stock/stock-search.port.js';

/** Meilisearch when MEILI_HOST is set, else the embedded in-process index. */
export function createStockSearchFromEnv(env: NodeJS.ProcessEnv = process.env): {
  stockSearch: StockSearch;
  engine: 'embedded' | 'meilisearch';
} {
  if (readMeilisearchEnv(env)) {
    return { stockSearch: createMeilisearchStockSearchFromEnv(env), engine: 'meilisearch' };
  }
  return { stockSearch: new EmbeddedStockSearch(), engine: 'embedded' };
}
