import { sql, type Kysely } from 'kysely';

/**
 * Alerts that bring signed-in shoppers back: saved searches whose new matches are e-mailed, and
 * price drops on watched cars. A saved search remembers the cars it has listed (seeded with the
 * cars matching when it was saved), so each car is e-mailed at most once per search; a watched
 * car's price mark is the last price the shopper was told about. Their e-mails are one table of
 * leased jobs, queued in the transaction that marks the cars seen or moves the mark (an outbox).
 * Rows lead with `site`; a user id names an account of that site.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    // The address the alerts go to, as it was when the search was saved.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    // The stock query the search stands for (words, filters, ranges), without order or page.
    .addColumn('filters', 'jsonb', (c) => c.notNull())
    .addColumn('alerts_enabled', 'boolean', (c) => c.notNull())
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_searches_user_idx')
    .on('saved_searches')
    .columns(['site', 'user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('saved_search_seen_cars')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('saved_search_id', 'uuid', (c) =>
      c.notNull().references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_search_seen_cars_pkey', ['site', 'saved_search_id', 'car_id'])
    .execute();
  await db.schema
    .createTable('price_drop_alerts')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_drop_alerts_pkey', ['site', 'user_id'])
    .execute();
  await db.schema
    .createTable('watchlist_price_marks')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('marked_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('watchlist_price_marks_pkey', ['site', 'user_id', 'car_id'])
    .execute();
  await db.schema
    .createTable('account_alert_emails')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('saved_search_id', 'uuid', (c) =>
      c.references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull())
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
      'account_alert_emails_kind_check',
      sql`kind in ('saved-search', 'price-drop')`,
    )
    .addCheckConstraint(
      'account_alert_emails_status_check',
      sql`status in ('pending', 'sent', 'dead', 'cancelled')`,
    )
    .addCheckConstraint(
      'account_alert_emails_pending_check',
      sql`status <> 'pending' or next_attempt_at is not null`,
    )
    .addCheckConstraint(
      'account_alert_emails_sent_check',
      sql`status <> 'sent' or (sent_at is not null and message_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('account_alert_emails_due_idx')
    .on('account_alert_emails')
    .columns(['site', 'next_attempt_at', 'id'])
    .where(sql<boolean>`status = 'pending'`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_alert_emails').execute();
  await db.schema.dropTable('watchlist_price_marks').execute();
  await db.schema.dropTable('price_drop_alerts').execute();
  await db.schema.dropTable('saved_search_seen_cars').execute();
  await db.schema.dropTable('saved_searches').execute();
}
