import { MeilisearchRequestError } from 'meilisearch';
import {
  createMeilisearchClient,
  readMeilisearchEnv,
} from '../sources/stock-search/meilisearch/meilisearch-env.js';
import { syncIndexSettings } from '../sources/stock-search/meilisearch/index-settings.js';

/**
 * `pnpm search:sync`: creates the Meilisearch stock index when missing and brings its settings
 * (filterable, sortable and searchable attributes, ranking, limits) to what the adapter needs.
 * Loading the stock is `pnpm stock:import`.
 */
async function main(): Promise<void> {
  const env = readMeilisearchEnv();
  if (!env) {
    throw new Error(
      'MEILI_HOST: not set. Set MEILI_HOST (and MEILI_API_KEY if the server has a key) to sync ' +
        'the search index; without them the server uses its embedded search and needs no sync.',
    );
  }
  const client = createMeilisearchClient(env);
  const report = await syncIndexSettings(client, env.indexName).catch((error: unknown) => {
    if (!(error instanceof MeilisearchRequestError)) throw error;
    // fetch wraps the network error ("fetch failed" → ECONNREFUSED): report the innermost.
    let reason: unknown = error.cause;
    while (reason instanceof Error && reason.cause !== undefined) reason = reason.cause;
    reason = reason instanceof Error ? reason.message : String(reason);
    throw new Error(`MEILI_HOST: cannot reach Meilisearch at ${env.host} (${reason})`);
  });
  console.log(
    `Index "${report.indexName}" on ${env.host}: ${report.created ? 'created' : 'already there'}.`,
  );
  console.log(
    report.updatedSettings.length > 0
      ? `Settings updated: ${report.updatedSettings.join(', ')}.`
      : 'Settings already up to date.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
