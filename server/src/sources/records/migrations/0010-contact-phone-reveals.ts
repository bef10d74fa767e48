import { sql, type Kysely } from 'kysely';

/**
 * Reveals of a masked location or site number (the header, the footer, a location's block),
 * apart from a vehicle's: no car, and the location revealed, or none for the site's main number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_phone_reveals')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text')
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('contact_phone_reveals_site_idx')
    .on('contact_phone_reveals')
    .columns(['site', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_phone_reveals').execute();
}
