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
import type { ClaimedAccountAlertEmail, SiteAccountAlertRecords } from './account-alerts.port.js';
import { accountAlertMessage } from './account-alert-email.js';

/**
 * Sends saved-search and price-drop e-mails the way `SimilarCarAlertMailer` sends similar-car
 * ones: leased claims shared by replicas, capped back-off, dead letters after the last attempt,
 * and no second send after a success.
 */

export interface AccountAlertMailerOptions extends LeasedJobWorkerOptions<SiteAccountAlertRecords> {
  send: SendSiteMessage;
  origin: (site: Site) => string;
  maxAttempts?: number | undefined;
}

const ACCOUNT_ALERT_EMAILS: JobKind<'sent'> = {
  done: 'sent',
  name: 'saved-search or price-drop e-mail',
  couldNotClaim: (slug, reason) =>
    `saved-search and price-drop e-mails of ${slug}: could not claim: ${reason}`,
};

export class AccountAlertMailer extends LeasedJobWorker<
  ClaimedAccountAlertEmail,
  'sent',
  SiteAccountAlertRecords
> {
  constructor(private readonly options: AccountAlertMailerOptions) {
    super(ACCOUNT_ALERT_EMAILS, options);
  }

  protected claim(
    records: SiteAccountAlertRecords,
    batchSize: number,
  ): Promise<ClaimedAccountAlertEmail[]> {
    return records.claimDueAccountAlertEmails(batchSize, this.now(), this.leaseMs);
  }

  protected async attempt(
    site: Site,
    records: SiteAccountAlertRecords,
    job: ClaimedAccountAlertEmail,
  ): Promise<JobOutcome<'sent'>> {
    const to = maskEmail(job.recipient);
    const fields = {
      site: site.config.slug,
      email: job.emailId,
      kind: job.payload.kind,
      to,
      attempt: job.attempt,
    };
    const label = `${job.payload.kind} e-mail ${job.emailId} to ${to}`;
    let messageId: string;
    try {
      const built = accountAlertMessage(job, site, this.options.origin(site));
      messageId = built.messageId;
      await this.options.send(built.message, site, built.mailboxFile);
    } catch (error) {
      const maxAttempts = this.options.maxAttempts ?? ALERT_EMAIL_MAX_ATTEMPTS;
      return this.failed({ label, fields, attempt: job.attempt, maxAttempts, error }, (failure) =>
        records.markAccountAlertEmailFailed({
          emailId: job.emailId,
          leaseToken: job.leaseToken,
          ...failure,
        }),
      );
    }
    await this.writeOutcome(fields, () =>
      records.markAccountAlertEmailSent({ emailId: job.emailId, sentAt: this.now(), messageId }),
    );
    this.log.info(fields, `${label} sent`);
    return 'sent';
  }
}
