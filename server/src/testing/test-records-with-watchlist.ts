import { PGlite } from '@electric-sql/pglite';
import type { Site } from '@forecourt/tenants/site';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { KyselyRecords } from '../sources/records/kysely/kysely-records.js';
import type { RecordsDatabase } from '../sources/records/kysely/records-database.js';

/**
 * Records whose test can also put cars on a shopper's watchlist. The watchlist is written by its
 * own domain; the price-drop alerts only read it, so their tests write the rows directly.
 */
export interface RecordsWithWatchlist {
  records: KyselyRecords;
  watch(site: Site, userId: string, carId: string): Promise<void>;
}

function withWatchlist(db: Kysely<RecordsDatabase>): RecordsWithWatchlist {
  const records = new KyselyRecords(db);
  return {
    records,
    async watch(site, userId, carId) {
      await records.migrate();
      await db
        .insertInto('watchlist_entries')
        .values({ site: site.config.slug, user_id: userId, car_id: carId, created_at: new Date() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
  };
}

/** In PGlite, in memory. */
export function createTestRecordsWithWatchlist(): RecordsWithWatchlist {
  return withWatchlist(
    new Kysely<RecordsDatabase>({ dialect: new PGliteDialect({ pglite: () => new PGlite() }) }),
  );
}

/** In the PostgreSQL database `connectionString` names. */
export function createPostgresRecordsWithWatchlist(connectionString: string): RecordsWithWatchlist {
  const pool = new pg.Pool({ connectionString });
  return withWatchlist(new Kysely<RecordsDatabase>({ dialect: new PostgresDialect({ pool }) }));
}
