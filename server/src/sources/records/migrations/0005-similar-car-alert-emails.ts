import { sql, type Kysely } from 'kysely';

/**
 * The e-mail a due similar-car alert sends its shopper: one job per alert, written in the
 * transaction that makes the alert due and claimed by workers like a lead's delivery job. The
 * row keeps what it lists (the arrived cars as they stood), whom it went to, its Message-ID and
 * when, so a sent alert is never sent again and the record of it stays. Leads with `site`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('similar_car_alert_emails')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('alert_id', 'bigint', (c) =>
      c.notNull().unique().references('similar_car_alerts.id').onDelete('cascade'),
    )
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('cars', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // While pending: when it may be claimed next (a claim pushes it to the lease's end).
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('lease_token', 'uuid')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('dead_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'similar_car_alert_emails_status_check',
      sql`status in ('pending', 'sent', 'dead', 'cancelled')`,
    )
    .addCheckConstraint(
      'similar_car_alert_emails_pending_check',
      sql`status <> 'pending' or next_attempt_at is not null`,
    )
    .addCheckConstraint(
      'similar_car_alert_emails_sent_check',
      sql`status <> 'sent' or (sent_at is not null and message_id is not null)`,
    )
    .addCheckConstraint(
      'similar_car_alert_emails_dead_check',
      sql`status <> 'dead' or dead_at is not null`,
    )
    .addCheckConstraint(
      'similar_car_alert_emails_cancelled_check',
      sql`status <> 'cancelled' or cancelled_at is not null`,
    )
    .execute();
  // Workers look for a site's pending e-mails that are due.
  await db.schema
    .createIndex('similar_car_alert_emails_due_idx')
    .on('similar_car_alert_emails')
    .columns(['site', 'next_attempt_at', 'id'])
    .where(sql<boolean>`status = 'pending'`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('similar_car_alert_emails').execute();
}
