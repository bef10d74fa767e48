import type { Site } from '@forecourt/tenants/site';
import type { SendMailOptions } from 'nodemailer';
import {
  LeasedJobWorker,
  type JobKind,
  type JobOutcome,
  type JobRunCounts,
  type LeasedJobWorkerOptions,
} from '../jobs/leased-job-worker.js';
import type {
  ClaimedSimilarCarAlertEmail,
  SiteSimilarCarAlertEmailRecords,
} from './similar-car-alert-emails.port.js';
import { maskEmail } from './masked-contact.js';
import { similarCarAlertMessage } from './similar-car-alert-email.js';

/**
 * Sends due alerts' e-mails the way the lead outbox delivers leads: every few seconds it claims
 * each site's due e-mails (leases, so replicas share them and a dead worker's are taken again),
 * sends them and writes the outcome. A failed send is retried with capped, jittered exponential
 * back-off; after `ALERT_EMAIL_MAX_ATTEMPTS` it is dead-lettered (kept, logged). An e-mail recorded
 * as sent is never claimed again: at least once, and no second send after a success.
 */

/** With the default retry policy, 8 attempts span about an hour, as a lead's do by default. */
export const ALERT_EMAIL_MAX_ATTEMPTS = 8;

/** Sends one message of the site; in the development mailbox it is the file `mailboxFile`. */
export type SendSiteMessage = (
  message: SendMailOptions,
  site: Site,
  mailboxFile: string,
) => Promise<void>;

export interface SimilarCarAlertMailerOptions extends LeasedJobWorkerOptions<SiteSimilarCarAlertEmailRecords> {
  send: SendSiteMessage;
  /** The site's own address, which the e-mail's links start with. */
  origin: (site: Site) => string;
  maxAttempts?: number | undefined;
}

export type AlertMailRunCounts = JobRunCounts<'sent'>;

const ALERT_EMAILS: JobKind<'sent'> = {
  done: 'sent',
  name: 'similar-car alert e-mail',
  couldNotClaim: (slug, reason) =>
    `similar-car alert e-mails of ${slug}: could not claim: ${reason}`,
};

export class SimilarCarAlertMailer extends LeasedJobWorker<
  ClaimedSimilarCarAlertEmail,
  'sent',
  SiteSimilarCarAlertEmailRecords
> {
  constructor(private readonly options: SimilarCarAlertMailerOptions) {
    super(ALERT_EMAILS, options);
  }

  protected claim(
    records: SiteSimilarCarAlertEmailRecords,
    batchSize: number,
  ): Promise<ClaimedSimilarCarAlertEmail[]> {
    return records.claimDueSimilarCarAlertEmails(batchSize, this.now(), this.leaseMs);
  }

  protected async attempt(
    site: Site,
    records: SiteSimilarCarAlertEmailRecords,
    job: ClaimedSimilarCarAlertEmail,
  ): Promise<JobOutcome<'sent'>> {
    const to = maskEmail(job.recipient);
    const fields = { site: site.config.slug, alert: job.alertId, to, attempt: job.attempt };
    const label = `similar-car alert ${job.alertId} e-mail to ${to}`;
    let messageId: string;
    try {
      const built = similarCarAlertMessage(job, site, this.options.origin(site));
      messageId = built.messageId;
      await this.options.send(built.message, site, built.mailboxFile);
    } catch (error) {
      const maxAttempts = this.options.maxAttempts ?? ALERT_EMAIL_MAX_ATTEMPTS;
      return this.failed({ label, fields, attempt: job.attempt, maxAttempts, error }, (failure) =>
        records.markSimilarCarAlertEmailFailed({
          emailId: job.emailId,
          leaseToken: job.leaseToken,
          ...failure,
        }),
      );
    }
    await this.writeOutcome(fields, () =>
      records.markSimilarCarAlertEmailSent({ emailId: job.emailId, sentAt: this.now(), messageId }),
    );
    this.log.info(fields, `${label} sent`);
    return 'sent';
  }
}
