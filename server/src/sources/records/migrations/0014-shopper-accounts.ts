import { type Kysely } from 'kysely';

/**
 * Shopper accounts (spec 2 §6): an account of one site, found by its e-mail address; the one-time
 * codes that sign it in (only a hash of each code is kept); and its sessions (only the SHA-256 of
 * each session token is kept, so the table alone signs nobody in). Rows lead with `site` like
 * every table, and every lookup names it: an account of one site is nobody on another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shopper_accounts')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('id', 'uuid', (c) => c.notNull())
    // Stored lower-cased: the same address typed in another case is the same account.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('shopper_accounts_pkey', ['site', 'id'])
    .addUniqueConstraint('shopper_accounts_email_key', ['site', 'email'])
    .execute();
  await db.schema
    .createTable('sign_in_codes')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('attempt_id', 'uuid', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_codes_pkey', ['site', 'attempt_id'])
    .execute();
  // A new code replaces the older ones of its address.
  await db.schema
    .createIndex('sign_in_codes_email_idx')
    .on('sign_in_codes')
    .columns(['site', 'email'])
    .execute();
  await db.schema
    .createTable('shopper_sessions')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('shopper_sessions_pkey', ['site', 'token_hash'])
    .addForeignKeyConstraint(
      'shopper_sessions_account_fkey',
      ['site', 'user_id'],
      'shopper_accounts',
      ['site', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shopper_sessions').execute();
  await db.schema.dropTable('sign_in_codes').execute();
  await db.schema.dropTable('shopper_accounts').execute();
}
