import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { importSiteFeed } from './import-site-feed.js';

/** The README's example export imports into its demo site as it is: no bad row, no unread column. */
describe('the demo dealer export', () => {
  it('imports every row into Northside Used Cars, replacing its generated stock whole', async () => {
    const file = new URL('../../../../demo/feeds/plain-dealer-export.csv', import.meta.url);
    const site = (await loadDemoSites()).find((s) => s.config.slug === 'northside-used-cars')!;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'demo-export-'));
    try {
      const summary = await importSiteFeed({
        site,
        content: await readFile(file),
        format: 'csv',
        mode: 'full',
        now: new Date(),
        dataDir,
        env: {},
        allowMassRemoval: false,
      });
      expect(summary.rowErrors).toEqual([]);
      expect(summary.ignoredColumns).toEqual([]);
      expect(summary.held).toBeNull();
      expect(summary.added).toHaveLength(10);
      // The generated demo cars were never a dealer's yard: none of them is sold by the import.
      expect(summary.sold).toEqual([]);
      const snapshot = JSON.parse(
        await readFile(path.join(dataDir, 'stock', `${site.config.slug}.json`), 'utf8'),
      ) as { cars: unknown[] };
      expect(snapshot.cars).toHaveLength(10);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
