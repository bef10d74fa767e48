import { sql, type Kysely } from 'kysely';

/**
 * Reserving a car online and buying it online (spec 1 §2, spec 2 §2): a reservation with its
 * deposit and state, the payment provider's events already handled (so a webhook delivered twice
 * changes nothing twice), the reservation's e-mails to the shopper as leased jobs, and each
 * online purchase journey with the steps a shopper has completed. Rows lead with `site` like every
 * table. Two new lead kinds carry these to the dealer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reservations')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('site', 'text', (c) => c.notNull())
    // What the shopper reads and quotes to the dealer, e.g. "R7K3M9QX"; unique per site.
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('car_slug', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('journey_id', 'uuid')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // The shopper's details and the car as it was: { shopper: {...}, car: {...} }.
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addColumn('deposit_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('payment_session_id', 'text')
    .addColumn('payment_id', 'text')
    .addColumn('lead_id', 'uuid')
    .addColumn('payment_due_by', 'timestamptz', (c) => c.notNull())
    .addColumn('hold_until', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'reservations_state_check',
      sql`state in ('pending', 'paid', 'confirmed', 'expired', 'cancelled', 'refunded')`,
    )
    .addCheckConstraint('reservations_deposit_check', sql`deposit_cents > 0`)
    .addUniqueConstraint('reservations_reference_key', ['site', 'reference'])
    .addUniqueConstraint('reservations_idempotency_key', ['site', 'idempotency_key'])
    .execute();
  // The rule that cannot double-sell: one car has at most one reservation holding it (pending,
  // paid or confirmed). Two shoppers inserting at the same moment: the second insert fails.
  await sql`create unique index reservations_one_holding_per_car on reservations (site, car_id) where state in ('pending', 'paid', 'confirmed')`.execute(
    db,
  );
  await db.schema
    .createIndex('reservations_payment_session_idx')
    .on('reservations')
    .columns(['provider', 'payment_session_id'])
    .execute();
  await db.schema
    .createIndex('reservations_user_idx')
    .on('reservations')
    .columns(['site', 'user_id'])
    .execute();
  await db.schema
    .createTable('reservation_payment_events')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('reservation_payment_events_pkey', ['site', 'provider', 'event_id'])
    .execute();
  await db.schema
    .createTable('reservation_emails')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'uuid', (c) => c.notNull())
    // What the e-mail says: confirmed (deposit received), released (hold ended), refunded.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
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
      'reservation_emails_status_check',
      sql`status in ('pending', 'sent', 'dead')`,
    )
    // One e-mail of each kind per reservation, however often the event that sends it is handled.
    .addUniqueConstraint('reservation_emails_once_key', ['site', 'reservation_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('reservation_emails_due_idx')
    .on('reservation_emails')
    .columns(['site', 'status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createTable('checkout_journeys')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    // The shopper's account when signed in (resumable from any device), else null.
    .addColumn('user_id', 'uuid')
    // SHA-256 of the browser's journey cookie (resumable in that browser); null once only the
    // account keeps it.
    .addColumn('browser_key_hash', 'text')
    .addColumn('lead_id', 'uuid')
    .addColumn('reservation_id', 'uuid')
    // Each completed step's answers by step name, e.g. { details: {...}, finance: {...} }.
    .addColumn('steps', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkout_journeys_user_idx')
    .on('checkout_journeys')
    .columns(['site', 'user_id', 'car_id'])
    .execute();
  await db.schema
    .createIndex('checkout_journeys_browser_idx')
    .on('checkout_journeys')
    .columns(['site', 'browser_key_hash', 'car_id'])
    .execute();
  await db.schema.alterTable('leads').dropConstraint('leads_kind_check').execute();
  await db.schema
    .alterTable('leads')
    .addCheckConstraint(
      'leads_kind_check',
      sql`kind in ('vehicle_enquiry', 'test_drive', 'finance_enquiry', 'general_enquiry', 'trade_in', 'reservation', 'online_purchase')`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').dropConstraint('leads_kind_check').execute();
  await db.schema
    .alterTable('leads')
    .addCheckConstraint(
      'leads_kind_check',
      sql`kind in ('vehicle_enquiry', 'test_drive', 'finance_enquiry', 'general_enquiry', 'trade_in')`,
    )
    .execute();
  await db.schema.dropTable('checkout_journeys').execute();
  await db.schema.dropTable('reservation_emails').execute();
  await db.schema.dropTable('reservation_payment_events').execute();
  await db.schema.dropTable('reservations').execute();
}
