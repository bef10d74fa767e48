import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import { createRecordsFromEnv } from './create-records.js';
import { pgliteDirOwner } from './pglite-dir-owner.js';

/** Creating a PGlite database on disk (initdb) takes tens of seconds on a busy machine. */
const PGLITE_CREATE_TIMEOUT_MS = 180_000;

const tempDirs: string[] = [];
afterAll(async () => {
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

describe('createRecordsFromEnv', () => {
  it(
    'keeps PGlite records in the data directory, across restarts',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'forecourt-records-'));
      tempDirs.push(dataDir);
      const env = { FORECOURT_DATA_DIR: dataDir };

      const first = await createRecordsFromEnv(env);
      expect(first.store).toBe('pglite');
      expect(first.location).toBe(path.join(dataDir, 'records'));
      await first.records.migrate();
      const view = { carId: 'car-1', visitorKey: 'visitor-a', day: '2026-11-01' };
      expect(await first.records.forSite(harbourSite).recordCarView(view)).toBe(true);
      await first.records.close();

      const second = await createRecordsFromEnv(env);
      try {
        const harbour = second.records.forSite(harbourSite);
        expect(await harbour.carViewCounts(['car-1'])).toEqual([1]);
        expect(await harbour.recordCarView(view)).toBe(false);
      } finally {
        await second.records.close();
      }
    },
    PGLITE_CREATE_TIMEOUT_MS,
  );

  it(
    'names the live process that has the PGlite folder open, until it closes it',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'forecourt-records-'));
      tempDirs.push(dataDir);
      const dir = path.join(dataDir, 'records');
      const { records } = await createRecordsFromEnv({ FORECOURT_DATA_DIR: dataDir });
      // This process is never its own obstacle; another live one is.
      expect(await pgliteDirOwner(dir)).toBeNull();
      const holder = process.ppid;
      await writeFile(`${dir}.pid`, `${holder}\n`);
      expect(await pgliteDirOwner(dir)).toBe(holder);
      // A process that died without closing (kill -9) holds nothing.
      await writeFile(`${dir}.pid`, '2147483646\n');
      expect(await pgliteDirOwner(dir)).toBeNull();
      await writeFile(`${dir}.pid`, `${process.pid}\n`);
      await records.close();
      await expect(readFile(`${dir}.pid`, 'utf8')).rejects.toThrow(/ENOENT/);
    },
    PGLITE_CREATE_TIMEOUT_MS,
  );

  it('uses PostgreSQL when DATABASE_URL is set, and never reports its password', async () => {
    const { records, store, location } = await createRecordsFromEnv({
      DATABASE_URL: 'postgres://forecourt:s3cret@db.internal:5432/records',
    });
    // The pool connects lazily: nothing is dialled until the first query.
    await records.close();
    expect(store).toBe('postgresql');
    expect(location).toBe('db.internal:5432/records');
  });
});
