import { sql, type Kysely } from 'kysely';

/**
 * Leads and their delivery outbox (spec 2 §3 lead payload, §7 lead submit and offer accepted).
 * `leads` keeps each lead once by its idempotent id; `lead_idempotency_keys` maps the browser's
 * key to the lead and a hash of what was sent, so a retry is answered and a reused key with other
 * content refused; `lead_deliveries` holds one job per destination, written in the lead's
 * transaction (the transactional outbox) and claimed by workers; `lead_events` records what
 * happened to a lead afterwards ("3. Offer Accepted"). Every table leads with `site`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('lead_id', 'uuid', (c) => c.primaryKey())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('subcategory', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text')
    .addColumn('customer', 'jsonb', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('vehicle', 'jsonb')
    .addColumn('dealership', 'jsonb', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'leads_kind_check',
      sql`kind in ('vehicle_enquiry', 'test_drive', 'finance_enquiry', 'general_enquiry', 'trade_in')`,
    )
    .execute();
  await db.schema
    .createIndex('leads_site_created_idx')
    .on('leads')
    .columns(['site', 'created_at'])
    .execute();
  await db.schema
    .createIndex('leads_site_car_idx')
    .on('leads')
    .columns(['site', 'car_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('lead_idempotency_keys')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('payload_hash', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('lead_idempotency_keys_pkey', ['site', 'idempotency_key'])
    // The key is claimed first in the submit transaction, the lead written after it: checked at
    // commit.
    .addForeignKeyConstraint(
      'lead_idempotency_keys_lead_fkey',
      ['lead_id'],
      'leads',
      ['lead_id'],
      (c) => c.onDelete('cascade').deferrable().initiallyDeferred(),
    )
    .execute();

  await db.schema
    .createTable('lead_deliveries')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'uuid', (c) =>
      c.notNull().references('leads.lead_id').onDelete('cascade'),
    )
    .addColumn('destination_kind', 'text', (c) => c.notNull())
    .addColumn('destination', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // While pending: when the job may be claimed next (a claim pushes it to the lease's end).
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('lease_token', 'uuid')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('dead_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('lead_deliveries_lead_destination_key', ['lead_id', 'destination_kind'])
    .addCheckConstraint(
      'lead_deliveries_status_check',
      sql`status in ('pending', 'delivered', 'dead')`,
    )
    .addCheckConstraint(
      'lead_deliveries_destination_check',
      sql`destination_kind in ('webhook', 'email')`,
    )
    .addCheckConstraint(
      'lead_deliveries_pending_check',
      sql`status <> 'pending' or next_attempt_at is not null`,
    )
    .addCheckConstraint(
      'lead_deliveries_delivered_check',
      sql`status <> 'delivered' or delivered_at is not null`,
    )
    .addCheckConstraint('lead_deliveries_dead_check', sql`status <> 'dead' or dead_at is not null`)
    .execute();
  // Workers look for a site's pending jobs that are due.
  await db.schema
    .createIndex('lead_deliveries_due_idx')
    .on('lead_deliveries')
    .columns(['site', 'next_attempt_at', 'id'])
    .where(sql<boolean>`status = 'pending'`)
    .execute();

  await db.schema
    .createTable('lead_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'uuid', (c) =>
      c.notNull().references('leads.lead_id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('lead_events_lead_name_key', ['lead_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lead_events').execute();
  await db.schema.dropTable('lead_deliveries').execute();
  await db.schema.dropTable('lead_idempotency_keys').execute();
  await db.schema.dropTable('leads').execute();
}
