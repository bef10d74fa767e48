import { importSiteFeed } from '../stock/stock-import/import-site-feed.js';
import { openMeilisearchFromEnv } from '../sources/stock-search/meilisearch/open-meilisearch-from-env.js';
import { runAsScript } from './command-line.js';
import { stockSyncMain } from './stock-sync.js';

/** `pnpm stock:sync`: the command with the stock import pipeline wired in. */
runAsScript(import.meta.url, () =>
  stockSyncMain((request) =>
    importSiteFeed({ ...request, openMeilisearch: openMeilisearchFromEnv }),
  ),
);
