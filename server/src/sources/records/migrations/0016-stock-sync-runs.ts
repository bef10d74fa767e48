import { sql, type Kysely } from 'kysely';

/**
 * Scheduled stock sync: one lease row per site (which replica is syncing it, until when, and when
 * its last sync started, so the interval holds across replicas) and the recent runs, each with
 * what the import did or why it failed, and the feed's validators for the next conditional fetch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_sync_leases')
    .addColumn('site', 'text', (c) => c.primaryKey())
    .addColumn('lease_token', 'uuid')
    .addColumn('leased_until', 'timestamptz')
    .addColumn('last_started_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('stock_sync_runs')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    // The import's summary (counts, skipped rows with their reasons); null when none ran.
    .addColumn('summary', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('content_sha256', 'text')
    .addCheckConstraint(
      'stock_sync_runs_outcome_check',
      sql`outcome in ('applied', 'unchanged', 'held', 'failed')`,
    )
    .addCheckConstraint('stock_sync_runs_trigger_check', sql`trigger in ('schedule', 'command')`)
    .execute();
  await db.schema
    .createIndex('stock_sync_runs_site_idx')
    .on('stock_sync_runs')
    .columns(['site', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_sync_runs').execute();
  await db.schema.dropTable('stock_sync_leases').execute();
}
