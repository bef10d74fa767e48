import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  ClaimedSimilarCarAlertEmail,
  SimilarCarAlertEmail,
  SimilarCarAlertEmailFailure,
  SimilarCarAlertEmailSent,
  SimilarCarArrival,
  SiteSimilarCarAlertEmailRecords,
} from '../../../alerts/similar-car-alert-emails.port.js';
import type { RecordsDatabase, SimilarCarAlertEmailsTable } from './records-database.js';
import { KyselyLeasedJobs } from './kysely-leased-jobs.js';

/** A bigint id as text; anything else names no row. */
const BIGINT_ID = /^\d{1,18}$/;

const COLUMNS = [
  'id',
  'alert_id',
  'recipient',
  'cars',
  'status',
  'attempts',
  'next_attempt_at',
  'last_attempt_at',
  'last_error',
  'message_id',
  'sent_at',
  'dead_at',
  'cancelled_at',
  'created_at',
] as const;

type EmailRow = Pick<Selectable<SimilarCarAlertEmailsTable>, (typeof COLUMNS)[number]>;

const dateOrNull = (value: Date | null) => (value === null ? null : new Date(value));

function toEmail(row: EmailRow): SimilarCarAlertEmail {
  return {
    emailId: String(row.id),
    alertId: String(row.alert_id),
    recipient: row.recipient,
    cars: row.cars,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? dateOrNull(row.next_attempt_at) : null,
    lastAttemptAt: dateOrNull(row.last_attempt_at),
    lastError: row.last_error,
    messageId: row.message_id,
    sentAt: dateOrNull(row.sent_at),
    deadAt: dateOrNull(row.dead_at),
    cancelledAt: dateOrNull(row.cancelled_at),
    createdAt: new Date(row.created_at),
  };
}

export interface QueuedSimilarCarAlertEmail {
  alertId: string;
  recipient: string;
  cars: readonly SimilarCarArrival[];
  dueAt: Date;
}

/** Queues an alert's e-mail inside the transaction that makes the alert due; once per alert. */
export async function queueSimilarCarAlertEmail(
  trx: Transaction<RecordsDatabase>,
  site: string,
  { alertId, recipient, cars, dueAt }: QueuedSimilarCarAlertEmail,
): Promise<void> {
  await trx
    .insertInto('similar_car_alert_emails')
    .values({
      site,
      alert_id: alertId,
      recipient,
      cars: JSON.stringify(cars),
      next_attempt_at: dueAt,
      created_at: dueAt,
    })
    .onConflict((conflict) => conflict.column('alert_id').doNothing())
    .execute();
}

/** One site's alert e-mails: `site` is added to every statement. */
export class KyselySimilarCarAlertEmails implements SiteSimilarCarAlertEmailRecords {
  private readonly emails: KyselyLeasedJobs;

  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
  ) {
    this.emails = new KyselyLeasedJobs(db, 'similar_car_alert_emails', site);
  }

  async claimDueSimilarCarAlertEmails(
    limit: number,
    now: Date,
    leaseMs: number,
  ): Promise<ClaimedSimilarCarAlertEmail[]> {
    // Built first: a bad lease is refused before anything is written.
    const { lease, claim } = this.emails.claimDue({ limit, now, leaseMs });
    await this.cancelUnsubscribed(now);
    const claimed = await claim
      .returning(['id', 'alert_id', 'recipient', 'cars', 'attempts'])
      .execute();
    if (claimed.length === 0) return [];

    const alerts = await this.db
      .selectFrom('similar_car_alerts')
      .select(['id', 'car_id', 'criteria', 'unsubscribe_token', 'due_at'])
      .where('site', '=', this.site)
      .where(
        'id',
        'in',
        claimed.map((row) => row.alert_id),
      )
      .execute();
    const alertsById = new Map(alerts.map((alert) => [String(alert.id), alert]));
    return claimed
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((row) => {
        // The foreign key keeps the alert while its e-mail exists.
        const alert = alertsById.get(String(row.alert_id))!;
        return {
          emailId: String(row.id),
          ...lease,
          attempt: row.attempts,
          alertId: String(row.alert_id),
          soldCar: { id: alert.car_id, make: alert.criteria.make, model: alert.criteria.model },
          recipient: row.recipient,
          cars: row.cars,
          unsubscribeToken: alert.unsubscribe_token,
          dueAt: new Date(alert.due_at ?? now),
        };
      });
  }

  /** A shopper who unsubscribed after the alert became due is not e-mailed. */
  private async cancelUnsubscribed(now: Date): Promise<void> {
    await this.db
      .updateTable('similar_car_alert_emails')
      .set({ status: 'cancelled', cancelled_at: now, next_attempt_at: null, lease_token: null })
      .where('site', '=', this.site)
      .where('status', '=', 'pending')
      .where('alert_id', 'in', (eb) =>
        eb
          .selectFrom('similar_car_alerts')
          .select('id')
          .where('site', '=', this.site)
          .where('status', '=', 'unsubscribed'),
      )
      .execute();
  }

  markSimilarCarAlertEmailSent({
    emailId,
    sentAt,
    messageId,
  }: SimilarCarAlertEmailSent): Promise<boolean> {
    return this.emails.markDone(emailId, {
      status: 'sent',
      sent_at: sentAt,
      message_id: messageId,
    });
  }

  markSimilarCarAlertEmailFailed({
    emailId,
    ...failure
  }: SimilarCarAlertEmailFailure): Promise<boolean> {
    return this.emails.markFailed(emailId, failure);
  }

  async similarCarAlertEmail(alertId: string): Promise<SimilarCarAlertEmail | null> {
    if (!BIGINT_ID.test(alertId)) return null;
    const row = await this.db
      .selectFrom('similar_car_alert_emails')
      .select(COLUMNS)
      .where('site', '=', this.site)
      .where('alert_id', '=', alertId)
      .executeTakeFirst();
    return row ? toEmail(row) : null;
  }
}
