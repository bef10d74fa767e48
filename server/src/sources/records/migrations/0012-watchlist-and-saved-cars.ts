import { sql, type Kysely } from 'kysely';

/**
 * What signed-in shoppers keep: their watchlist (spec 1 §4) and their favourites and compare
 * lists once they sign in (spec 2 §4, merged from the browser). Rows lead with `site` like every
 * table; a user id names an account of that site. One row per car and list: saving twice is
 * one row. `car_id` is the feed's id, so a sold car stays on the list until it is removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('watchlist_entries')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('watchlist_entries_pkey', ['site', 'user_id', 'car_id'])
    .execute();
  // Alerts look up who watches a car whose price dropped.
  await db.schema
    .createIndex('watchlist_entries_car_idx')
    .on('watchlist_entries')
    .columns(['site', 'car_id'])
    .execute();
  await db.schema
    .createTable('saved_cars')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_cars_pkey', ['site', 'user_id', 'list', 'car_id'])
    .addCheckConstraint('saved_cars_list_check', sql`list in ('favourites', 'compare')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_cars').execute();
  await db.schema.dropTable('watchlist_entries').execute();
}
