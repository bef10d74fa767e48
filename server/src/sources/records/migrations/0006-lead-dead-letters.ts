import { sql, type Kysely } from 'kysely';

/**
 * Dead-lettered lead deliveries are listed and queued again by site and by when they died
 * (`pnpm leads:dead-letters`). They are few among every lead's jobs: a partial index finds them
 * without reading the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('lead_deliveries_dead_idx')
    .on('lead_deliveries')
    .columns(['site', 'dead_at', 'id'])
    .where(sql<boolean>`status = 'dead'`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('lead_deliveries_dead_idx').execute();
}
