import type { Kysely } from 'kysely';

/**
 * A lead taken while its site was in a surge (far more submissions than usual: often a flood)
 * is stored and delivered like any other, marked held for review with the reason, so the dealer
 * checks it before acting on it. Null: an ordinary lead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').addColumn('held_for_review', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').dropColumn('held_for_review').execute();
}
