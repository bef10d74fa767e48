import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import { createRecordsFromEnv, RecordsUnreadableError } from './create-records.js';
import { pgliteDirOwner, RecordsInUseError } from './pglite-dir-owner.js';

/** Creating a PGlite database on disk (initdb) takes tens of seconds on a busy machine. */
const PGLITE_CREATE_TIMEOUT_MS = 180_000;

const tempDirs: string[] = [];
afterAll(async () => {
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

async function newDataDir() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forecourt-records-'));
  tempDirs.push(dataDir);
  return { dataDir, env: { FORECOURT_DATA_DIR: dataDir }, dir: path.join(dataDir, 'records') };
}

/** A live process of its own (not this one, not its parent), until it is killed. */
function otherProcess() {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
}

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
      const ours = await readFile(`${dir}.pid`, 'utf8');
      const holder = process.ppid;
      await writeFile(`${dir}.pid`, `${holder}\n`);
      expect(await pgliteDirOwner(dir)).toBe(holder);
      // A process that died without closing (kill -9) holds nothing.
      await writeFile(`${dir}.pid`, '2147483646\n');
      expect(await pgliteDirOwner(dir)).toBeNull();
      await writeFile(`${dir}.pid`, ours);
      await records.close();
      await expect(readFile(`${dir}.pid`, 'utf8')).rejects.toThrow(/ENOENT/);
    },
    PGLITE_CREATE_TIMEOUT_MS,
  );

  it('refuses the folder while another live process holds it, and takes over once it is gone', async () => {
    const { env, dir } = await newDataDir();
    const holder = otherProcess();
    try {
      await mkdir(path.dirname(dir), { recursive: true });
      await writeFile(`${dir}.pid`, `${holder.pid}\n`);
      const refused = createRecordsFromEnv(env);
      await expect(refused).rejects.toThrow(RecordsInUseError);
      await expect(refused).rejects.toThrow(`open in process ${holder.pid}`);
      // Refused before anything was opened or written: the holder's claim stands.
      expect(await readFile(`${dir}.pid`, 'utf8')).toBe(`${holder.pid}\n`);
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
    // Killed without giving its claim back: the claim is taken over.
    const { records } = await createRecordsFromEnv(env);
    expect(await readFile(`${dir}.pid`, 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    await records.close();
    await expect(readFile(`${dir}.pid`, 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('refuses to open one folder twice in this process, and opens it again once closed', async () => {
    const { env } = await newDataDir();
    const first = await createRecordsFromEnv(env);
    await expect(createRecordsFromEnv(env)).rejects.toThrow(`open in process ${process.pid}`);
    await first.records.close();
    const again = await createRecordsFromEnv(env);
    await again.records.close();
  });

  it(
    'says which folder it could not open and that it left it as it was',
    async () => {
      const { env, dir } = await newDataDir();
      // A data folder whose control file is noise, as a damaged one can be.
      await mkdir(path.join(dir, 'global'), { recursive: true });
      await mkdir(path.join(dir, 'base'));
      await writeFile(path.join(dir, 'PG_VERSION'), '17\n');
      await writeFile(path.join(dir, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));
      const before = await readdir(dir, { recursive: true });
      const { records } = await createRecordsFromEnv(env);
      try {
        const error = await records.migrate().then(
          () => new Error('the damaged folder opened'),
          (caught: Error) => caught,
        );
        expect(error.message).toMatch(/^records: the database did not open: /);
        expect(error.cause).toBeInstanceOf(RecordsUnreadableError);
        expect(error.message).toContain(`the embedded records in ${dir} could not be opened`);
        expect(error.message).toContain('left as it was');
      } finally {
        await records.close();
      }
      expect((await readdir(dir, { recursive: true })).sort()).toEqual(before.sort());
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
