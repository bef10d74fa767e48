import { sql, type Kysely } from 'kysely';

/**
 * Car page views (one row per visitor, car and day, so a repeat view that day adds nothing),
 * phone reveals and analytics events. Every table leads with `site`: each read is of one site.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('car_view_days')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('visitor_key', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('car_view_days_pkey', ['site', 'car_id', 'visitor_key', 'day'])
    .execute();

  await db.schema
    .createTable('phone_reveals')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('dealership_id', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('phone_reveals_site_car_idx')
    .on('phone_reveals')
    .columns(['site', 'car_id', 'occurred_at'])
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('car_id', 'text')
    .addColumn('visitor_key', 'text')
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('analytics_events_site_event_idx')
    .on('analytics_events')
    .columns(['site', 'event_id', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('analytics_events_site_car_idx')
    .on('analytics_events')
    .columns(['site', 'car_id', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
  await db.schema.dropTable('phone_reveals').execute();
  await db.schema.dropTable('car_view_days').execute();
}
