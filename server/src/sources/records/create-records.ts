import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { logger } from '../../logger.js';
import { resolveDataDir } from '../../stock/stock-snapshots.js';
import { KyselyRecords } from './kysely/kysely-records.js';
import { claimPgliteDir } from './pglite-dir-owner.js';
import type { RecordsDatabase } from './kysely/records-database.js';

/** Folder of the embedded database inside the data directory (beside the stock snapshots). */
export const RECORDS_FOLDER = 'records';

/**
 * Postgres' buffer cache inside PGlite's WASM memory, which never shrinks once grown. The default,
 * 128MB, is sized for a database server; the embedded records (leads, counts, alerts) are small
 * and the files stay in the OS's cache behind it. 16MB takes about 60 MB of external memory
 * (110 MB of RSS) less at start (`pnpm bench:memory`).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * PGlite could not open the embedded records' folder. What it says is seldom more than
 * `Aborted()`, so this says what the operator can do, and that nothing was removed.
 */
export class RecordsUnreadableError extends Error {
  constructor(dir: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `the embedded records in ${dir} could not be opened (${reason}). The folder is left as it ` +
        'was. If it is damaged (two processes wrote to it at once, or the disk filled up), move ' +
        'it aside to start with empty records, and keep it: the leads, accounts and ' +
        'reservations it holds are not in the new one. Or set DATABASE_URL to use PostgreSQL.',
      { cause },
    );
    this.name = 'RecordsUnreadableError';
  }
}

/**
 * Records in PGlite (Postgres compiled to WASM, in this process): its data directory, or in
 * memory when none is given. PGlite starts on the first query, so an unused store costs nothing.
 */
export function createPgliteRecords(
  dataDir?: string,
  afterClose?: () => Promise<void>,
): KyselyRecords {
  return new KyselyRecords(
    new Kysely<RecordsDatabase>({
      dialect: new PGliteDialect({
        pglite: async () => {
          const pglite = new PGlite(dataDir, {
            startParams: [
              ...PGlite.defaultStartParams,
              '-c',
              `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
            ],
          });
          if (dataDir !== undefined) {
            await pglite.waitReady.catch((error: unknown) => {
              throw new RecordsUnreadableError(dataDir, error);
            });
          }
          return pglite;
        },
      }),
    }),
    afterClose,
  );
}

/** Records in a PostgreSQL server, shared by every replica. */
export function createPostgresRecords(config: pg.PoolConfig): KyselyRecords {
  const pool = new pg.Pool(config);
  // An idle connection dropped by the server must not take the process down with it.
  pool.on('error', (error) => logger.error({ err: error }, 'records: PostgreSQL connection lost'));
  return new KyselyRecords(new Kysely<RecordsDatabase>({ dialect: new PostgresDialect({ pool }) }));
}

export interface RecordsFromEnv {
  records: KyselyRecords;
  store: 'postgresql' | 'pglite';
  /** Where the rows live, for the start-up log (never the connection string: it has secrets). */
  location: string;
}

/** PostgreSQL when DATABASE_URL is set, else PGlite in `<data dir>/records`. */
export async function createRecordsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Promise<RecordsFromEnv> {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) {
    return {
      records: createPostgresRecords({ connectionString: databaseUrl }),
      store: 'postgresql',
      location: describeDatabaseUrl(databaseUrl),
    };
  }
  const dir = path.join(resolveDataDir(env), RECORDS_FOLDER);
  await mkdir(dir, { recursive: true });
  // One process at a time (see pglite-dir-owner.ts): a second server or a command refuses here.
  const release = await claimPgliteDir(dir);
  return { records: createPgliteRecords(dir, release), store: 'pglite', location: dir };
}

/** host:port/database, without user or password. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
