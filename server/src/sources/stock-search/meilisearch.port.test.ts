import { randomUUID } from 'node:crypto';
import { afterAll, describe } from 'vitest';
import { describeStockSearchPort } from './stock-search.port-suite.js';
import { syncIndexSettings } from './meilisearch/index-settings.js';
import { createMeilisearchClient, readMeilisearchEnv } from './meilisearch/meilisearch-env.js';
import { MeilisearchStockSearch } from './meilisearch/meilisearch-stock-search.js';

/**
 * The shared port suite against a real Meilisearch server, when MEILI_HOST names one (none can
 * run on the development machines, so it is skipped, visibly, otherwise). Each adapter gets a
 * throwaway index, deleted afterwards; MEILI_INDEX is never touched.
 */
const env = readMeilisearchEnv();
const throwawayIndexes: string[] = [];

describe.skipIf(!env)('Meilisearch server at MEILI_HOST', () => {
  const client = env ? createMeilisearchClient(env) : undefined;

  describeStockSearchPort('meilisearch', async () => {
    const indexName = `cars_port_test_${randomUUID().replaceAll('-', '')}`;
    throwawayIndexes.push(indexName);
    await syncIndexSettings(client!, indexName);
    return new MeilisearchStockSearch(client!, indexName);
  });

  afterAll(async () => {
    for (const indexName of throwawayIndexes) await client!.deleteIndexIfExists(indexName);
  });
});
