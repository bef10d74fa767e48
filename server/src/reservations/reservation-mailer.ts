import type { Site } from '@forecourt/tenants/site';
import {
  LeasedJobWorker,
  type JobKind,
  type JobOutcome,
  type LeasedJobWorkerOptions,
} from '../jobs/leased-job-worker.js';
import { maskEmail } from '../alerts/masked-contact.js';
import {
  ALERT_EMAIL_MAX_ATTEMPTS,
  type SendSiteMessage,
} from '../alerts/similar-car-alert-mailer.js';
import type {
  ClaimedReservationEmail,
  SiteReservationEmailRecords,
} from './reservation-email-records.port.js';
import type { SiteReservationRecords } from './reservation-records.port.js';
import { reservationEmailMessage } from './reservation-email.js';

/**
 * Sends the shoppers' reservation e-mails the way the alert mailers send theirs: leased claims
 * shared by replicas, capped back-off, dead letters after the last attempt, and no second send
 * after a success. Each e-mail says the reservation as it stands when sent.
 */

export type ReservationMailerRecords = SiteReservationEmailRecords &
  Pick<SiteReservationRecords, 'reservation'>;

export interface ReservationMailerOptions extends LeasedJobWorkerOptions<ReservationMailerRecords> {
  send: SendSiteMessage;
  origin: (site: Site) => string;
  maxAttempts?: number | undefined;
}

const RESERVATION_EMAILS: JobKind<'sent'> = {
  done: 'sent',
  name: 'reservation e-mail',
  couldNotClaim: (slug, reason) => `reservation e-mails of ${slug}: could not claim: ${reason}`,
};

export class ReservationMailer extends LeasedJobWorker<
  ClaimedReservationEmail,
  'sent',
  ReservationMailerRecords
> {
  constructor(private readonly options: ReservationMailerOptions) {
    super(RESERVATION_EMAILS, options);
  }

  protected claim(
    records: ReservationMailerRecords,
    batchSize: number,
  ): Promise<ClaimedReservationEmail[]> {
    return records.claimDueReservationEmails(batchSize, this.now(), this.leaseMs);
  }

  protected async attempt(
    site: Site,
    records: ReservationMailerRecords,
    job: ClaimedReservationEmail,
  ): Promise<JobOutcome<'sent'>> {
    const to = maskEmail(job.recipient);
    const fields = {
      site: site.config.slug,
      email: job.emailId,
      reservation: job.reservationId,
      kind: job.kind,
      to,
      attempt: job.attempt,
    };
    const label = `reservation ${job.kind} e-mail ${job.emailId} to ${to}`;
    let messageId: string;
    try {
      const reservation = await records.reservation(job.reservationId);
      if (!reservation) throw new Error(`reservation ${job.reservationId} not found`);
      const built = reservationEmailMessage(job, reservation, site, this.options.origin(site));
      messageId = built.messageId;
      await this.options.send(built.message, site, built.mailboxFile);
    } catch (error) {
      const maxAttempts = this.options.maxAttempts ?? ALERT_EMAIL_MAX_ATTEMPTS;
      return this.failed({ label, fields, attempt: job.attempt, maxAttempts, error }, (failure) =>
        records.markReservationEmailFailed({
          emailId: job.emailId,
          leaseToken: job.leaseToken,
          ...failure,
        }),
      );
    }
    await this.writeOutcome(fields, () =>
      records.markReservationEmailSent({ emailId: job.emailId, sentAt: this.now(), messageId }),
    );
    this.log.info(fields, `${label} sent`);
    return 'sent';
  }
}
