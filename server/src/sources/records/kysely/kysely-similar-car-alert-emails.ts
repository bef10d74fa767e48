import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { MAX_DELIVERY_CLAIM, MAX_DELIVERY_ERROR_LENGTH } from '../lead-records.port.js';
import type {
  ClaimedSimilarCarAlertEmail,
  SimilarCarAlertEmail,
  SimilarCarAlertEmailFailure,
  SimilarCarAlertEmailSent,
  SimilarCarArrival,
  SiteSimilarCarAlertEmailRecords,
} from '../similar-car-alert-emails.port.js';
import type { RecordsDatabase, SimilarCarAlertEmailsTable } from './records-database.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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
  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
  ) {}

  async claimDueSimilarCarAlertEmails(
    limit: number,
    now: Date,
    leaseMs: number,
  ): Promise<ClaimedSimilarCarAlertEmail[]> {
    if (!Number.isFinite(leaseMs) || leaseMs <= 0) {
      throw new RangeError(`leaseMs: must be more than 0, not ${leaseMs}`);
    }
    await this.cancelUnsubscribed(now);
    const take = Math.min(Math.max(1, Math.trunc(limit)), MAX_DELIVERY_CLAIM);
    const leaseToken = randomUUID();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const claimed = await this.db
      // Materialized and locked as the lead outbox's claim is: each due row goes to one claim.
      .with(
        (cte) => cte('due').materialized(),
        (db) =>
          db
            .selectFrom('similar_car_alert_emails')
            .select('id')
            .where('site', '=', this.site)
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', now)
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(take)
            .forUpdate()
            .skipLocked(),
      )
      .updateTable('similar_car_alert_emails')
      .set({
        attempts: sql<number>`attempts + 1`,
        lease_token: leaseToken,
        // Until the lease ends nobody else takes it; if this worker dies it is taken again.
        next_attempt_at: leaseUntil,
        last_attempt_at: now,
      })
      .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
      .where('site', '=', this.site)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
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
          leaseToken,
          leaseUntil,
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

  async markSimilarCarAlertEmailSent({
    emailId,
    sentAt,
    messageId,
  }: SimilarCarAlertEmailSent): Promise<boolean> {
    if (!BIGINT_ID.test(emailId)) return false;
    const updated = await this.db
      .updateTable('similar_car_alert_emails')
      .set({
        status: 'sent',
        sent_at: sentAt,
        message_id: messageId,
        next_attempt_at: null,
        lease_token: null,
      })
      .where('site', '=', this.site)
      .where('id', '=', emailId)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  }

  async markSimilarCarAlertEmailFailed({
    emailId,
    leaseToken,
    failedAt,
    error,
    nextAttemptAt,
  }: SimilarCarAlertEmailFailure): Promise<boolean> {
    if (!BIGINT_ID.test(emailId) || !UUID.test(leaseToken)) return false;
    const outcome =
      nextAttemptAt === null
        ? { status: 'dead' as const, dead_at: failedAt, next_attempt_at: null }
        : { next_attempt_at: nextAttemptAt };
    const updated = await this.db
      .updateTable('similar_car_alert_emails')
      .set({
        ...outcome,
        last_error: error.slice(0, MAX_DELIVERY_ERROR_LENGTH),
        lease_token: null,
      })
      .where('site', '=', this.site)
      .where('id', '=', emailId)
      .where('status', '=', 'pending')
      .where('lease_token', '=', leaseToken)
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
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
