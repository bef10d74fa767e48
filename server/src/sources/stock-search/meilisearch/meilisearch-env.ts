import { Meilisearch } from 'meilisearch';
import { MeilisearchStockSearch } from './meilisearch-stock-search.js';

export const DEFAULT_MEILI_INDEX = 'cars';
/** Meilisearch's rule for an index uid. */
const INDEX_UID = /^[A-Za-z0-9_-]{1,400}$/;

export interface MeilisearchEnv {
  host: string;
  apiKey: string | undefined;
  indexName: string;
}

/** MEILI_HOST, MEILI_API_KEY and MEILI_INDEX; null when MEILI_HOST is unset (embedded search). */
export function readMeilisearchEnv(env: NodeJS.ProcessEnv = process.env): MeilisearchEnv | null {
  const host = env.MEILI_HOST?.trim();
  if (!host) return null;
  const indexName = env.MEILI_INDEX?.trim() || DEFAULT_MEILI_INDEX;
  if (!INDEX_UID.test(indexName)) {
    throw new Error(`MEILI_INDEX: "${indexName}" may hold only letters, digits, - and _`);
  }
  return { host, apiKey: env.MEILI_API_KEY?.trim() || undefined, indexName };
}

export function createMeilisearchClient(env: MeilisearchEnv): Meilisearch {
  return new Meilisearch({ host: env.host, apiKey: env.apiKey });
}

export function createMeilisearchStockSearchFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): MeilisearchStockSearch {
  const settings = readMeilisearchEnv(env);
  if (!settings) throw new Error('MEILI_HOST: not set; it names the Meilisearch server to use');
  return new MeilisearchStockSearch(createMeilisearchClient(settings), settings.indexName);
}
