import type { StockSnapshotStore, StockSnapshotWatcher } from './stock-snapshot-store.port.js';
import {
  readStockSnapshot,
  stockSnapshotDir,
  watchStockSnapshots,
  writeStockSnapshot,
} from './stock-snapshots.js';

/**
 * The embedded default: one JSON file per site in `<data dir>/stock`, replaced by a rename and
 * watched with fs.watch. No server needed, but only processes sharing the folder see an import.
 */
export function fileStockSnapshots(dataDir: string): StockSnapshotStore {
  const watchers = new Set<StockSnapshotWatcher>();
  return {
    location: stockSnapshotDir(dataDir),
    read: (slug) => readStockSnapshot(dataDir, slug),
    async write(slug, cars) {
      await writeStockSnapshot(dataDir, slug, cars);
    },
    async watch(onChange, options = {}) {
      const watcher = await watchStockSnapshots(dataDir, onChange, options);
      watchers.add(watcher);
      return {
        close() {
          watchers.delete(watcher);
          watcher.close();
        },
      };
    },
    close() {
      for (const watcher of watchers) watcher.close();
      watchers.clear();
      return Promise.resolve();
    },
  };
}
