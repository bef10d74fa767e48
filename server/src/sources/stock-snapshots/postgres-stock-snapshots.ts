import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import type {
  StockSnapshotStore,
  StockSnapshotWatcher,
} from '../../stock/stock-snapshot-store.port.js';
import { parseSnapshotCars } from '../../stock/stock-snapshots.js';
import { migrateRecordsDatabase } from '../records/kysely/kysely-records.js';
import type { RecordsDatabase } from '../records/kysely/records-database.js';
import {
  STOCK_SNAPSHOTS_CHANNEL,
  listenForStockSnapshots,
  type SnapshotVersions,
} from './postgres-stock-snapshot-listener.js';

/**
 * Snapshots are read at start and on an import, and written by an import: a couple of connections
 * are plenty, beside the records' pool and the listener's own connection.
 */
const SNAPSHOT_POOL_SIZE = 2;

export interface PostgresStockSnapshotsOptions {
  connectionString: string;
  /** Where the snapshots are, for logs (host:port/database, no secret). */
  location: string;
  /** A dropped pool or listener connection; the store carries on once it is back. */
  onError?: (error: unknown) => void;
}

/**
 * Stock snapshots in the records' PostgreSQL database (table stock_snapshots, records migration
 * 0017), shared by every replica. A write replaces the site's row and announces `<site>:<version>`
 * with pg_notify in the same transaction, so a listener hears of it only once it is committed.
 * The table comes with the records migrations, run here too before the first use, so an import
 * into a new database works before any server has started.
 */
export function createPostgresStockSnapshots(
  options: PostgresStockSnapshotsOptions,
): StockSnapshotStore {
  const { connectionString, location, onError = () => undefined } = options;
  const pool = new pg.Pool({ connectionString, max: SNAPSHOT_POOL_SIZE });
  // An idle connection dropped by the server must not take the process down with it.
  pool.on('error', onError);
  const db = new Kysely<RecordsDatabase>({ dialect: new PostgresDialect({ pool }) });
  let migrated: Promise<void> | undefined;
  const ready = () =>
    (migrated ??= migrateRecordsDatabase(db).catch((error: unknown) => {
      migrated = undefined;
      throw error;
    }));
  const versions: SnapshotVersions = async () => {
    await ready();
    const rows = await db.selectFrom('stock_snapshots').select(['site', 'version']).execute();
    return new Map(rows.map((row) => [row.site, row.version]));
  };
  const watchers = new Set<StockSnapshotWatcher>();

  return {
    location: `PostgreSQL ${location}`,
    async read(slug: string): Promise<CarRecord[] | null> {
      await ready();
      const row = await db
        .selectFrom('stock_snapshots')
        .select(['cars', 'version'])
        .where('site', '=', slug)
        .executeTakeFirst();
      if (!row) return null;
      return parseSnapshotCars(row.cars, `of ${slug} (version ${row.version}) in ${location}`);
    },
    async write(slug: string, cars: readonly CarRecord[]): Promise<void> {
      await ready();
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        const { version } = await trx
          .insertInto('stock_snapshots')
          .values({
            site: slug,
            version: 1,
            written_at: now,
            car_count: cars.length,
            cars: JSON.stringify(cars),
          })
          .onConflict((conflict) =>
            conflict.column('site').doUpdateSet((eb) => ({
              version: sql<number>`${eb.ref('stock_snapshots.version')} + 1`,
              written_at: eb.ref('excluded.written_at'),
              car_count: eb.ref('excluded.car_count'),
              cars: eb.ref('excluded.cars'),
            })),
          )
          .returning('version')
          .executeTakeFirstOrThrow();
        // Delivered at commit, never for a write that rolled back.
        await sql`select pg_notify(${STOCK_SNAPSHOTS_CHANNEL}, ${`${slug}:${version}`})`.execute(
          trx,
        );
      });
    },
    async watch(onChange, watchOptions = {}) {
      await ready();
      const listener = await listenForStockSnapshots({
        connectionString,
        versions,
        onChange,
        onError: watchOptions.onError ?? onError,
      });
      watchers.add(listener);
      return {
        async close() {
          watchers.delete(listener);
          await listener.close();
        },
      };
    },
    async close() {
      await Promise.all([...watchers].map((watcher) => watcher.close()));
      watchers.clear();
      await db.destroy();
    },
  };
}
