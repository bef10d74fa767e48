import type { Kysely } from 'kysely';

/**
 * Imported stock shared by every replica (with DATABASE_URL): each site's last import whole, as
 * the embedded default keeps it in a file. `version` grows by one with each import of the site;
 * the writer announces `<site>:<version>` on the `stock_snapshots` channel in the same
 * transaction, and a replica that missed it compares versions when it reconnects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_snapshots')
    .addColumn('site', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('written_at', 'timestamptz', (c) => c.notNull())
    .addColumn('car_count', 'integer', (c) => c.notNull())
    // JSONB: PostgreSQL compresses it out of line (TOAST), and an operator can query it.
    .addColumn('cars', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_snapshots').execute();
}
