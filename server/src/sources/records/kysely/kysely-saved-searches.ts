import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  MAX_SAVED_SEARCHES_PER_USER,
  type SavedSearch,
  type SavedSearchInput,
  type SavedSearchMatches,
} from '../../../saved-searches/account-alerts.port.js';
import type { RecordsDatabase, SavedSearchesTable } from './records-database.js';
import { UUID } from './uuid.js';

/** 256 random bits: an unsubscribe link can only be had from an e-mail of the search. */
const TOKEN_BYTES = 32;
/** Rows per insert when a search's seen cars are written. */
const SEEN_BATCH = 500;

export const newUnsubscribeToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

type SavedSearchRow = Selectable<SavedSearchesTable>;

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    label: row.label,
    path: row.path,
    query: row.query,
    criteria: row.filters,
    alertsEnabled: row.alerts_enabled,
    unsubscribeToken: row.unsubscribe_token,
    createdAt: new Date(row.created_at),
  };
}

/** Marks `carIds` seen by the search; answers those this call marked (not seen before). */
export async function markSeen(
  db: Kysely<RecordsDatabase> | Transaction<RecordsDatabase>,
  site: string,
  savedSearchId: string,
  carIds: readonly string[],
): Promise<Set<string>> {
  const marked = new Set<string>();
  const unique = [...new Set(carIds)];
  for (let i = 0; i < unique.length; i += SEEN_BATCH) {
    const rows = await db
      .insertInto('saved_search_seen_cars')
      .values(
        unique
          .slice(i, i + SEEN_BATCH)
          .map((carId) => ({ site, saved_search_id: savedSearchId, car_id: carId })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .returning('car_id')
      .execute();
    for (const row of rows) marked.add(row.car_id);
  }
  return marked;
}

/** One site's saved searches: `site` is added to every statement, the user to each shopper's. */
export class KyselySavedSearches {
  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
  ) {}

  create(input: SavedSearchInput): Promise<SavedSearch | null> {
    return this.db.transaction().execute(async (trx) => {
      const { count } = await trx
        .selectFrom('saved_searches')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('site', '=', this.site)
        .where('user_id', '=', input.userId)
        .executeTakeFirstOrThrow();
      if (count >= MAX_SAVED_SEARCHES_PER_USER) return null;
      const row = await trx
        .insertInto('saved_searches')
        .values({
          id: randomUUID(),
          site: this.site,
          user_id: input.userId,
          email: input.email,
          label: input.label,
          path: input.path,
          query: input.query,
          filters: JSON.stringify(input.criteria),
          alerts_enabled: input.alertsEnabled,
          unsubscribe_token: newUnsubscribeToken(),
          created_at: input.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await markSeen(trx, this.site, row.id, input.seenCarIds);
      return toSavedSearch(row);
    });
  }

  async of(userId: string): Promise<SavedSearch[]> {
    if (!UUID.test(userId)) return [];
    const rows = await this.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('site', '=', this.site)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toSavedSearch);
  }

  async setAlerts(userId: string, id: string, enabled: boolean): Promise<SavedSearch | null> {
    if (!UUID.test(userId) || !UUID.test(id)) return null;
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('saved_searches')
        .set({ alerts_enabled: enabled })
        .where('site', '=', this.site)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (row && !enabled) await cancelPending(trx, this.site, row.unsubscribe_token);
      return row ? toSavedSearch(row) : null;
    });
  }

  async delete(userId: string, id: string): Promise<boolean> {
    if (!UUID.test(userId) || !UUID.test(id)) return false;
    const deleted = await this.db
      .deleteFrom('saved_searches')
      .where('site', '=', this.site)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return deleted !== undefined;
  }

  async alerting({
    afterId,
    limit,
  }: {
    afterId?: string | undefined;
    limit: number;
  }): Promise<SavedSearch[]> {
    let query = this.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('site', '=', this.site)
      .where('alerts_enabled', '=', true);
    if (afterId !== undefined && UUID.test(afterId)) query = query.where('id', '>', afterId);
    const rows = await query.orderBy('id').limit(limit).execute();
    return rows.map(toSavedSearch);
  }

  async unseen(savedSearchId: string, carIds: readonly string[]): Promise<string[]> {
    if (carIds.length === 0 || !UUID.test(savedSearchId)) return [...carIds];
    const seen = await this.db
      .selectFrom('saved_search_seen_cars')
      .select('car_id')
      .where('site', '=', this.site)
      .where('saved_search_id', '=', savedSearchId)
      .where('car_id', 'in', [...new Set(carIds)])
      .execute();
    const seenIds = new Set(seen.map((row) => row.car_id));
    return carIds.filter((id) => !seenIds.has(id));
  }

  recordMatches({ savedSearchId, cars, dueAt }: SavedSearchMatches): Promise<number> {
    if (!UUID.test(savedSearchId) || cars.length === 0) return Promise.resolve(0);
    return this.db.transaction().execute(async (trx) => {
      const search = await trx
        .selectFrom('saved_searches')
        .selectAll()
        .where('site', '=', this.site)
        .where('id', '=', savedSearchId)
        .where('alerts_enabled', '=', true)
        // Two runs at once: the second waits here, then finds the cars seen.
        .forUpdate()
        .executeTakeFirst();
      if (!search) return 0;
      const marked = await markSeen(
        trx,
        this.site,
        savedSearchId,
        cars.map((car) => car.id),
      );
      const listed = cars.filter((car) => marked.has(car.id));
      if (listed.length === 0) return 0;
      await trx
        .insertInto('account_alert_emails')
        .values({
          site: this.site,
          kind: 'saved-search',
          saved_search_id: savedSearchId,
          user_id: search.user_id,
          recipient: search.email,
          unsubscribe_token: search.unsubscribe_token,
          payload: JSON.stringify({
            kind: 'saved-search',
            label: search.label,
            path: search.path,
            query: search.query,
            cars: listed,
          }),
          next_attempt_at: dueAt,
          created_at: dueAt,
        })
        .execute();
      return listed.length;
    });
  }
}

/** Cancels the pending e-mails an unsubscribe token's alerts had queued. */
export async function cancelPending(
  db: Kysely<RecordsDatabase> | Transaction<RecordsDatabase>,
  site: string,
  unsubscribeToken: string,
  at: Date = new Date(),
): Promise<void> {
  await db
    .updateTable('account_alert_emails')
    .set({ status: 'cancelled', cancelled_at: at, next_attempt_at: null, lease_token: null })
    .where('site', '=', site)
    .where('unsubscribe_token', '=', unsubscribeToken)
    .where('status', '=', 'pending')
    .execute();
}
