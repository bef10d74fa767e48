import { logger } from '../../logger.js';
import { fileStockSnapshots } from '../../stock/file-stock-snapshots.js';
import type { StockSnapshotStore } from '../../stock/stock-snapshot-store.port.js';
import { describeDatabaseUrl } from '../records/create-records.js';
import { createPostgresStockSnapshots } from './postgres-stock-snapshots.js';

/**
 * PostgreSQL when DATABASE_URL is set (the records' database: every replica shares the stock and
 * hears of each import), else the snapshot files in the data directory.
 */
export function createStockSnapshotsFromEnv(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): StockSnapshotStore {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (!databaseUrl) return fileStockSnapshots(dataDir);
  return createPostgresStockSnapshots({
    connectionString: databaseUrl,
    location: describeDatabaseUrl(databaseUrl),
    onError: (error) => logger.error({ err: error }, 'stock snapshots: PostgreSQL connection'),
  });
}
