import type { Kysely } from 'kysely';
import type {
  ClaimedReservationEmail,
  ReservationEmail,
  ReservationEmailFailure,
  ReservationEmailInput,
  ReservationEmailKind,
  SiteReservationEmailRecords,
} from '../../../reservations/reservation-email-records.port.js';
import type { RecordsDatabase } from './records-database.js';
import { KyselyLeasedJobs } from './kysely-leased-jobs.js';
import { UUID } from './uuid.js';

/** One site's reservation e-mails, claimed and settled like every leased job. */
export class KyselyReservationEmails implements SiteReservationEmailRecords {
  private readonly jobs: KyselyLeasedJobs;

  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
    /** Resolves once the tables exist. */
    private readonly ready: () => Promise<void> = () => Promise.resolve(),
  ) {
    this.jobs = new KyselyLeasedJobs(db, 'reservation_emails', site);
  }

  async queueReservationEmail(email: ReservationEmailInput): Promise<boolean> {
    await this.ready();
    if (!UUID.test(email.reservationId)) return false;
    const inserted = await this.db
      .insertInto('reservation_emails')
      .values({
        site: this.site,
        reservation_id: email.reservationId,
        kind: email.kind,
        recipient: email.recipient,
        payload: JSON.stringify(email.payload),
        next_attempt_at: email.createdAt,
        created_at: email.createdAt,
      })
      // reservation_emails_once_key: one e-mail of each kind per reservation.
      .onConflict((conflict) => conflict.columns(['site', 'reservation_id', 'kind']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async claimDueReservationEmails(
    limit: number,
    now: Date,
    leaseMs: number,
  ): Promise<ClaimedReservationEmail[]> {
    await this.ready();
    const { lease, claim } = this.jobs.claimDue({ limit, now, leaseMs });
    const rows = await claim
      .returning(['id', 'reservation_id', 'kind', 'recipient', 'payload', 'attempts', 'created_at'])
      .execute();
    return rows
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((row) => ({
        emailId: String(row.id),
        ...lease,
        attempt: row.attempts,
        reservationId: row.reservation_id,
        // The claim returns columns of the table it names: this one's kinds and payloads.
        kind: row.kind as ReservationEmailKind,
        recipient: row.recipient,
        payload: row.payload as Record<string, unknown>,
        createdAt: new Date(row.created_at),
      }));
  }

  async markReservationEmailSent({
    emailId,
    sentAt,
    messageId,
  }: {
    emailId: string;
    sentAt: Date;
    messageId: string;
  }): Promise<boolean> {
    await this.ready();
    return this.jobs.markDone(emailId, { status: 'sent', sent_at: sentAt, message_id: messageId });
  }

  async markReservationEmailFailed({
    emailId,
    ...failure
  }: ReservationEmailFailure): Promise<boolean> {
    await this.ready();
    return this.jobs.markFailed(emailId, failure);
  }

  async reservationEmails(reservationId: string): Promise<ReservationEmail[]> {
    await this.ready();
    if (!UUID.test(reservationId)) return [];
    const rows = await this.db
      .selectFrom('reservation_emails')
      .selectAll()
      .where('site', '=', this.site)
      .where('reservation_id', '=', reservationId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      emailId: String(row.id),
      reservationId: row.reservation_id,
      kind: row.kind,
      recipient: row.recipient,
      payload: row.payload,
      status: row.status,
      attempts: row.attempts,
      messageId: row.message_id,
      createdAt: new Date(row.created_at),
    }));
  }
}
