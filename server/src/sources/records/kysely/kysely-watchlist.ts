import { sql, type Kysely } from 'kysely';
import {
  MAX_WATCHLIST_ENTRIES,
  type SiteWatchlistRecords,
  type WatchlistAddResult,
  type WatchlistEntry,
} from '../../../watchlist/watchlist-records.port.js';
import type { RecordsDatabase } from './records-database.js';
import { UUID } from './uuid.js';

/** One site's watchlists: `site` is added to every statement. */
export class KyselyWatchlist implements SiteWatchlistRecords {
  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
  ) {}

  async addToWatchlist(
    userId: string,
    carId: string,
    createdAt: Date,
  ): Promise<WatchlistAddResult> {
    if (!UUID.test(userId)) throw new Error('A watchlist belongs to an account: its id is a uuid.');
    // The count and the insert are one statement, so two saves at once cannot overfill the list.
    const inserted = await sql<{ car_id: string }>`
      insert into watchlist_entries (site, user_id, car_id, created_at)
      select ${this.site}, ${userId}::uuid, ${carId}, ${createdAt}
      where (select count(*) from watchlist_entries
             where site = ${this.site} and user_id = ${userId}::uuid) < ${MAX_WATCHLIST_ENTRIES}
      on conflict do nothing
      returning car_id`.execute(this.db);
    if (inserted.rows.length > 0) return 'added';
    const [saved] = await this.watchlistHas(userId, [carId]);
    return saved ? 'alreadySaved' : 'full';
  }

  async removeFromWatchlist(userId: string, carId: string): Promise<boolean> {
    if (!UUID.test(userId)) return false;
    const removed = await this.db
      .deleteFrom('watchlist_entries')
      .where('site', '=', this.site)
      .where('user_id', '=', userId)
      .where('car_id', '=', carId)
      .returning('car_id')
      .executeTakeFirst();
    return removed !== undefined;
  }

  async watchlist(userId: string): Promise<WatchlistEntry[]> {
    if (!UUID.test(userId)) return [];
    const rows = await this.db
      .selectFrom('watchlist_entries')
      .select(['car_id', 'created_at'])
      .where('site', '=', this.site)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('car_id')
      .limit(MAX_WATCHLIST_ENTRIES)
      .execute();
    return rows.map((row) => ({ carId: row.car_id, createdAt: new Date(row.created_at) }));
  }

  async watchlistHas(userId: string, carIds: readonly string[]): Promise<boolean[]> {
    if (carIds.length === 0) return [];
    if (!UUID.test(userId)) return carIds.map(() => false);
    const rows = await this.db
      .selectFrom('watchlist_entries')
      .select('car_id')
      .where('site', '=', this.site)
      .where('user_id', '=', userId)
      .where('car_id', 'in', [...new Set(carIds)])
      .execute();
    const saved = new Set(rows.map((row) => row.car_id));
    return carIds.map((id) => saved.has(id));
  }
}
