import { sql, type Kysely } from 'kysely';

/**
 * Follow-ups of a lead delivered like the lead itself (spec 2 §7: the trade-in valuation and the
 * accepted offer): a lead event keeps what happened as a payload, and a delivery job may carry a
 * follow-up, named by its event. A lead still has one job per destination, and each follow-up
 * one more per destination, so a follow-up is delivered at least once and queued only once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lead_events').addColumn('payload', 'jsonb').execute();

  // Null: the job delivers the lead itself.
  await db.schema.alterTable('lead_deliveries').addColumn('follow_up', 'text').execute();
  await db.schema
    .alterTable('lead_deliveries')
    .addForeignKeyConstraint(
      'lead_deliveries_follow_up_fkey',
      ['lead_id', 'follow_up'],
      'lead_events',
      ['lead_id', 'name'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .alterTable('lead_deliveries')
    .dropConstraint('lead_deliveries_lead_destination_key')
    .execute();
  // Two partial indexes rather than one with NULLS NOT DISTINCT, which older servers lack.
  await db.schema
    .createIndex('lead_deliveries_lead_destination_key')
    .on('lead_deliveries')
    .columns(['lead_id', 'destination_kind'])
    .unique()
    .where(sql.ref('follow_up'), 'is', null)
    .execute();
  await db.schema
    .createIndex('lead_deliveries_follow_up_destination_key')
    .on('lead_deliveries')
    .columns(['lead_id', 'follow_up', 'destination_kind'])
    .unique()
    .where(sql.ref('follow_up'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The follow-ups' jobs would break the lead's unique destinations restored below.
  await sql`delete from lead_deliveries where follow_up is not null`.execute(db);
  await db.schema.dropIndex('lead_deliveries_follow_up_destination_key').execute();
  await db.schema.dropIndex('lead_deliveries_lead_destination_key').execute();
  await db.schema
    .alterTable('lead_deliveries')
    .addUniqueConstraint('lead_deliveries_lead_destination_key', ['lead_id', 'destination_kind'])
    .execute();
  await db.schema
    .alterTable('lead_deliveries')
    .dropConstraint('lead_deliveries_follow_up_fkey')
    .execute();
  await db.schema.alterTable('lead_deliveries').dropColumn('follow_up').execute();
  await db.schema.alterTable('lead_events').dropColumn('payload').execute();
}
