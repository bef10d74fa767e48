import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileStockSnapshots } from '../../stock/file-stock-snapshots.js';
import { describeStockSnapshotStore } from './stock-snapshots.port-cases.js';

describeStockSnapshotStore('files in the data directory', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stock-snapshot-files-'));
  const store = fileStockSnapshots(dataDir);
  return {
    store,
    async dispose() {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});
