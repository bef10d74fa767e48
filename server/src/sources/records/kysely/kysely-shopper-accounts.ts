import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  SessionInput,
  ShopperAccount,
  SignInCodeInput,
  SiteAccountRecords,
  StoredSignInCode,
} from '../../../accounts/account-records.port.js';
import type { RecordsDatabase } from './records-database.js';
import { UUID } from './uuid.js';

/** A code expired this long ago is deleted when any new code of the site is stored. */
const STALE_CODE_MS = 24 * 60 * 60 * 1000;

const accountOf = (row: { id: string; email: string; phone: string | null }): ShopperAccount => ({
  userId: row.id,
  email: row.email,
  phone: row.phone,
});

/** One site's shopper accounts, codes and sessions: `site` is added to every statement. */
export class KyselyShopperAccounts implements SiteAccountRecords {
  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
    /** Resolves once the tables exist. */
    private readonly ready: () => Promise<void>,
  ) {}

  async replaceSignInCode(code: SignInCodeInput): Promise<void> {
    await this.ready();
    await this.db.transaction().execute(async (trx) => {
      // The address's older codes, and any code of the site long expired (nobody's to use).
      await trx
        .deleteFrom('sign_in_codes')
        .where('site', '=', this.site)
        .where((eb) =>
          eb.or([
            eb('email', '=', code.email),
            eb('expires_at', '<', new Date(code.createdAt.getTime() - STALE_CODE_MS)),
          ]),
        )
        .execute();
      await trx
        .insertInto('sign_in_codes')
        .values({
          site: this.site,
          attempt_id: code.attemptId,
          email: code.email,
          code_hash: code.codeHash,
          created_at: code.createdAt,
          expires_at: code.expiresAt,
        })
        .execute();
    });
  }

  async signInCode(attemptId: string): Promise<StoredSignInCode | null> {
    await this.ready();
    if (!UUID.test(attemptId)) return null;
    const row = await this.db
      .selectFrom('sign_in_codes')
      .select(['attempt_id', 'email', 'code_hash', 'wrong_tries', 'expires_at'])
      .where('site', '=', this.site)
      .where('attempt_id', '=', attemptId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      attemptId: row.attempt_id,
      email: row.email,
      codeHash: row.code_hash,
      wrongTries: row.wrong_tries,
      expiresAt: new Date(row.expires_at),
    };
  }

  async countWrongSignInTry(attemptId: string): Promise<number> {
    await this.ready();
    if (!UUID.test(attemptId)) return 0;
    const row = await this.db
      .updateTable('sign_in_codes')
      .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
      .where('site', '=', this.site)
      .where('attempt_id', '=', attemptId)
      .returning('wrong_tries')
      .executeTakeFirst();
    return row?.wrong_tries ?? 0;
  }

  async useSignInCode(
    attemptId: string,
    codeHash: string,
    now: Date,
    maxWrongTries: number,
  ): Promise<string | null> {
    await this.ready();
    if (!UUID.test(attemptId)) return null;
    const row = await this.db
      .deleteFrom('sign_in_codes')
      .where('site', '=', this.site)
      .where('attempt_id', '=', attemptId)
      .where('code_hash', '=', codeHash)
      .where('expires_at', '>', now)
      .where('wrong_tries', '<', maxWrongTries)
      .returning('email')
      .executeTakeFirst();
    return row?.email ?? null;
  }

  async accountForEmail(email: string, now: Date): Promise<ShopperAccount> {
    await this.ready();
    const inserted = await this.db
      .insertInto('shopper_accounts')
      .values({ site: this.site, id: randomUUID(), email, phone: null, created_at: now })
      .onConflict((conflict) => conflict.columns(['site', 'email']).doNothing())
      .returning(['id', 'email', 'phone'])
      .executeTakeFirst();
    if (inserted) return accountOf(inserted);
    const existing = await this.db
      .selectFrom('shopper_accounts')
      .select(['id', 'email', 'phone'])
      .where('site', '=', this.site)
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return accountOf(existing);
  }

  async setAccountPhone(userId: string, phone: string): Promise<boolean> {
    await this.ready();
    if (!UUID.test(userId)) return false;
    const result = await this.db
      .updateTable('shopper_accounts')
      .set({ phone })
      .where('site', '=', this.site)
      .where('id', '=', userId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async startSession(session: SessionInput): Promise<void> {
    await this.ready();
    await this.db.transaction().execute(async (trx) => {
      // The account's expired sessions go as a new one starts.
      await trx
        .deleteFrom('shopper_sessions')
        .where('site', '=', this.site)
        .where('user_id', '=', session.userId)
        .where('expires_at', '<=', session.createdAt)
        .execute();
      if (session.replacesTokenHash) {
        await trx
          .deleteFrom('shopper_sessions')
          .where('site', '=', this.site)
          .where('token_hash', '=', session.replacesTokenHash)
          .execute();
      }
      await trx
        .insertInto('shopper_sessions')
        .values({
          site: this.site,
          token_hash: session.tokenHash,
          user_id: session.userId,
          created_at: session.createdAt,
          expires_at: session.expiresAt,
        })
        .execute();
    });
  }

  async sessionAccount(tokenHash: string, now: Date): Promise<ShopperAccount | null> {
    await this.ready();
    const row = await this.db
      .selectFrom('shopper_sessions as s')
      .innerJoin('shopper_accounts as a', (join) =>
        join.onRef('a.site', '=', 's.site').onRef('a.id', '=', 's.user_id'),
      )
      .select(['a.id', 'a.email', 'a.phone'])
      .where('s.site', '=', this.site)
      .where('s.token_hash', '=', tokenHash)
      .where('s.expires_at', '>', now)
      .executeTakeFirst();
    return row ? accountOf(row) : null;
  }

  async endSession(tokenHash: string): Promise<void> {
    await this.ready();
    await this.db
      .deleteFrom('shopper_sessions')
      .where('site', '=', this.site)
      .where('token_hash', '=', tokenHash)
      .execute();
  }
}
