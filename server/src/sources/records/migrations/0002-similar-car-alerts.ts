import { sql, type Kysely } from 'kysely';

/**
 * "Tell me when a similar one arrives" (spec 2 §2, sold panel): one row per request, leading with
 * `site` like every table. The row keeps the similarity criteria of the sold car (the car itself
 * leaves the site after its sold window) and the similar cars that already existed, so only stock
 * that arrives later fulfils it. `contact_key` lets one contact wait only once per car: a repeated
 * request finds the waiting alert instead of adding a second one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('similar_car_alerts')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('criteria', 'jsonb', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('contact_key', 'text', (c) =>
      c.generatedAlwaysAs(sql`coalesce(email, '') || ' ' || coalesce(phone, '')`).stored(),
    )
    .addColumn('known_similar_car_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('matched_car_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('due_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .addCheckConstraint(
      'similar_car_alerts_status_check',
      sql`status in ('waiting', 'due', 'unsubscribed')`,
    )
    .addCheckConstraint(
      'similar_car_alerts_contact_check',
      sql`email is not null or phone is not null`,
    )
    .addCheckConstraint(
      'similar_car_alerts_due_check',
      sql`status <> 'due' or (matched_car_id is not null and due_at is not null)`,
    )
    .addCheckConstraint(
      'similar_car_alerts_unsubscribed_check',
      sql`status <> 'unsubscribed' or unsubscribed_at is not null`,
    )
    .execute();
  // Fulfilment reads a site's waiting alerts, oldest first.
  await db.schema
    .createIndex('similar_car_alerts_site_status_idx')
    .on('similar_car_alerts')
    .columns(['site', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('similar_car_alerts_site_car_idx')
    .on('similar_car_alerts')
    .columns(['site', 'car_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('similar_car_alerts_waiting_contact_key')
    .on('similar_car_alerts')
    .columns(['site', 'car_id', 'contact_key'])
    .unique()
    .where(sql<boolean>`status = 'waiting'`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('similar_car_alerts').execute();
}
