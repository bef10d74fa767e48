import { sql, type Kysely } from 'kysely';

/**
 * Partner API keys: one row per key, leading with `site` like every table (a key works on that
 * one site). Only the key's SHA-256 is kept, unique across sites, and looked up with its site;
 * `key_hint` is the key's recognisable start for lists. A revoked key keeps its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_keys')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_hint', 'text', (c) => c.notNull())
    .addColumn('requests_per_minute', 'integer', (c) => c.notNull())
    .addColumn('cost_per_minute', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addCheckConstraint('partner_keys_hash_check', sql`key_hash ~ '^[0-9a-f]{64}$'`)
    .addCheckConstraint(
      'partner_keys_budget_check',
      sql`requests_per_minute > 0 and cost_per_minute > 0`,
    )
    .execute();
  await db.schema
    .createIndex('partner_keys_site_idx')
    .on('partner_keys')
    .columns(['site', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_keys').execute();
}
