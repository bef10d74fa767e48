import type { Kysely } from 'kysely';

/**
 * Each lead form token is taken once: the id of every token a lead was taken with, kept with the
 * lead in its transaction, so a second lead with the same token (a script replaying one it
 * harvested) is refused. A token is refused anyway 12 hours after it was issued, so rows older
 * than that only keep the history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('used_lead_form_tokens')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'uuid', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('used_lead_form_tokens_pkey', ['site', 'token_id'])
    .addForeignKeyConstraint(
      'used_lead_form_tokens_lead_fkey',
      ['lead_id'],
      'leads',
      ['lead_id'],
      (c) => c.onDelete('cascade').deferrable().initiallyDeferred(),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('used_lead_form_tokens').execute();
}
