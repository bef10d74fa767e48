import type { StockSearch } from '../../../stock/stock-search.port.js';

/**
 * Opens the Meilisearch StockSearch the environment names, loading its client only when asked:
 * an import into the embedded default's snapshot needs nothing of it.
 */
export async function openMeilisearchFromEnv(env: NodeJS.ProcessEnv): Promise<StockSearch> {
  const { createMeilisearchStockSearchFromEnv } = await import('./meilisearch-env.js');
  return createMeilisearchStockSearchFromEnv(env);
}
