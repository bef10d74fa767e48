import { PGlite } from '@electric-sql/pglite';
import type { Site } from '@forecourt/tenants/site';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { KyselyRecords } from '../sources/records/kysely/kysely-records.js';
import type { RecordsDatabase } from '../sources/records/kysely/records-database.js';

/**
 * Records whose test can also put cars on a shopper's watchlist. The watchlist and accounts are
 * written by their own domains; the price-drop alerts only read them, so their tests write the
 * rows directly.
 */
export interface RecordsWithWatchlist {
  records: KyselyRecords;
  /** Puts the car on the list of the account `userId` (made, with `email`, if new). */
  watch(site: Site, userId: string, carId: string, email?: string): Promise<void>;
}

function withWatchlist(db: Kysely<RecordsDatabase>): RecordsWithWatchlist {
  const records = new KyselyRecords(db);
  return {
    records,
    async watch(site, userId, carId, email = `${userId}@example.com`) {
      await records.migrate();
      await db
        .insertInto('shopper_accounts')
        .values({ site: site.config.slug, id: userId, email, phone: null, created_at: new Date() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
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
