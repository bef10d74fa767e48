import type { Kysely } from 'kysely';
import type {
  AccountAlertEmail,
  AccountAlertEmailFailure,
  AccountAlertPayload,
  ClaimedAccountAlertEmail,
} from '../../../saved-searches/account-alerts.port.js';
import { MAX_RECORDS_PER_READ } from '../records.port.js';
import type { RecordsDatabase } from './records-database.js';
import { KyselyLeasedJobs } from './kysely-leased-jobs.js';
import { cancelPending } from './kysely-saved-searches.js';
import { UUID } from './uuid.js';

/** Longest unsubscribe token looked up; longer names nothing. */
const MAX_TOKEN_LENGTH = 200;

/** One site's account-alert e-mails, claimed and settled like every leased job. */
export class KyselyAccountAlertEmails {
  private readonly jobs: KyselyLeasedJobs;

  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
  ) {
    this.jobs = new KyselyLeasedJobs(db, 'account_alert_emails', site);
  }

  async claimDue(limit: number, now: Date, leaseMs: number): Promise<ClaimedAccountAlertEmail[]> {
    const { lease, claim } = this.jobs.claimDue({ limit, now, leaseMs });
    const rows = await claim
      .returning(['id', 'recipient', 'unsubscribe_token', 'payload', 'attempts', 'created_at'])
      .execute();
    return rows
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((row) => ({
        emailId: String(row.id),
        ...lease,
        attempt: row.attempts,
        recipient: row.recipient,
        unsubscribeToken: row.unsubscribe_token,
        // The claim returns columns of the table it names: this one's payloads.
        payload: row.payload as AccountAlertPayload,
        createdAt: new Date(row.created_at),
      }));
  }

  markSent({
    emailId,
    sentAt,
    messageId,
  }: {
    emailId: string;
    sentAt: Date;
    messageId: string;
  }): Promise<boolean> {
    return this.jobs.markDone(emailId, { status: 'sent', sent_at: sentAt, message_id: messageId });
  }

  markFailed({ emailId, ...failure }: AccountAlertEmailFailure): Promise<boolean> {
    return this.jobs.markFailed(emailId, failure);
  }

  async unsubscribe(token: string): Promise<boolean> {
    if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return false;
    return this.db.transaction().execute(async (trx) => {
      const search = await trx
        .updateTable('saved_searches')
        .set({ alerts_enabled: false })
        .where('site', '=', this.site)
        .where('unsubscribe_token', '=', token)
        .returning('id')
        .executeTakeFirst();
      const priceDrops = search
        ? undefined
        : await trx
            .updateTable('price_drop_alerts')
            .set({ enabled: false })
            .where('site', '=', this.site)
            .where('unsubscribe_token', '=', token)
            .returning('user_id')
            .executeTakeFirst();
      if (!search && !priceDrops) return false;
      await cancelPending(trx, this.site, token);
      return true;
    });
  }

  async of(userId: string): Promise<AccountAlertEmail[]> {
    if (!UUID.test(userId)) return [];
    const rows = await this.db
      .selectFrom('account_alert_emails')
      .selectAll()
      .where('site', '=', this.site)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(MAX_RECORDS_PER_READ)
      .execute();
    return rows.map((row) => ({
      emailId: String(row.id),
      userId: row.user_id,
      savedSearchId: row.saved_search_id,
      recipient: row.recipient,
      payload: row.payload,
      status: row.status,
      attempts: row.attempts,
      messageId: row.message_id,
      createdAt: new Date(row.created_at),
    }));
  }
}
