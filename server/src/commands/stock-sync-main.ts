import { importSiteFeed } from '../stock/stock-import/import-site-feed.js';
import { resolveDataDir } from '../stock/stock-snapshots.js';
import { openMeilisearchFromEnv } from '../sources/stock-search/meilisearch/open-meilisearch-from-env.js';
import { createStockSnapshotsFromEnv } from '../sources/stock-snapshots/create-stock-snapshots.js';
import { runAsScript } from './command-line.js';
import { stockSyncMain } from './stock-sync.js';

/**
 * `pnpm stock:sync`: the command with the stock import pipeline wired in, its snapshot kept where
 * the servers read it (PostgreSQL with DATABASE_URL, else the data directory's files).
 */
runAsScript(import.meta.url, async () => {
  const snapshots = createStockSnapshotsFromEnv(resolveDataDir());
  try {
    await stockSyncMain((request) =>
      importSiteFeed({ ...request, snapshots, openMeilisearch: openMeilisearchFromEnv }),
    );
  } finally {
    await snapshots.close();
  }
});
