import type { Site } from '@forecourt/tenants/site';
import type { SendMailOptions } from 'nodemailer';
import {
  LEAD_DELIVERY_BATCH,
  LEAD_DELIVERY_LEASE_MS,
  LEAD_OUTBOX_POLL_MS,
  LEAD_RETRY_BASE_MS,
  LEAD_RETRY_CAP_MS,
  retryDelayMs,
  type OutboxLog,
  type RetryPolicy,
} from '../leads/lead-outbox-worker.js';
import type { Records, SiteRecords } from '../sources/records/records.port.js';
import type { ClaimedSimilarCarAlertEmail } from '../sources/records/similar-car-alert-emails.port.js';
import { maskEmail } from './masked-contact.js';
import { similarCarAlertMessage } from './similar-car-alert-email.js';

/**
 * Sends due alerts' e-mails the way the lead outbox delivers leads: every few seconds it claims
 * each site's due e-mails (leases, so replicas share them and a dead worker's are taken again),
 * sends them and writes the outcome. A failed send is retried with capped, jittered exponential
 * back-off; after `ALERT_EMAIL_MAX_ATTEMPTS` it is dead-lettered (kept, logged). An e-mail recorded
 * as sent is never claimed again: at least once, and no second send after a success.
 */

/** With the lead retry policy, 8 attempts span about an hour, as a lead's do by default. */
export const ALERT_EMAIL_MAX_ATTEMPTS = 8;

/** Sends one message of the site; in the development mailbox it is the file `mailboxFile`. */
export type SendSiteMessage = (
  message: SendMailOptions,
  site: Site,
  mailboxFile: string,
) => Promise<void>;

export interface SimilarCarAlertMailerOptions {
  sites: readonly Site[];
  records: Records;
  send: SendSiteMessage;
  /** The site's own address, which the e-mail's links start with. */
  origin: (site: Site) => string;
  log: OutboxLog;
  now?: (() => Date) | undefined;
  /** For the jitter; tests pin it. */
  random?: (() => number) | undefined;
  pollIntervalMs?: number | undefined;
  batchSize?: number | undefined;
  leaseMs?: number | undefined;
  retry?: RetryPolicy | undefined;
  maxAttempts?: number | undefined;
}

export interface AlertMailRunCounts {
  sent: number;
  retried: number;
  dead: number;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class SimilarCarAlertMailer {
  private readonly now: () => Date;
  private readonly random: () => number;
  private running: Promise<AlertMailRunCounts> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private stopped = false;

  constructor(private readonly options: SimilarCarAlertMailerOptions) {
    this.now = options.now ?? (() => new Date());
    this.random = options.random ?? Math.random;
  }

  /** Polls until `stop()`; the first pass runs at once (e-mails left by a previous process). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopped = false;
    this.schedule(0);
  }

  /** No new passes; resolves when the pass under way (if any) has written its outcomes. */
  async stop(): Promise<void> {
    this.started = false;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass over every site; a call while a pass is under way joins it. */
  runOnce(): Promise<AlertMailRunCounts> {
    this.running ??= this.runAllSites().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runOnce().finally(() => {
        if (this.started && !this.timer) {
          this.schedule(this.options.pollIntervalMs ?? LEAD_OUTBOX_POLL_MS);
        }
      });
    }, delayMs);
    // The HTTP server keeps the process alive; a pending poll alone should not.
    this.timer.unref();
  }

  private async runAllSites(): Promise<AlertMailRunCounts> {
    const counts: AlertMailRunCounts = { sent: 0, retried: 0, dead: 0 };
    const batchSize = this.options.batchSize ?? LEAD_DELIVERY_BATCH;
    const leaseMs = this.options.leaseMs ?? LEAD_DELIVERY_LEASE_MS;
    for (const site of this.options.sites) {
      const records = this.options.records.forSite(site);
      try {
        // A full batch may have left more due e-mails behind it; a stopped mailer claims no more.
        for (let full = true; full && !this.stopped;) {
          const jobs = await records.claimDueSimilarCarAlertEmails(batchSize, this.now(), leaseMs);
          const outcomes = await Promise.all(jobs.map((job) => this.sendJob(site, records, job)));
          for (const outcome of outcomes) counts[outcome] += 1;
          full = jobs.length === batchSize;
        }
      } catch (error) {
        // The store was unreachable: the e-mails stay pending and the next pass tries again.
        this.options.log.error(
          { err: error, site: site.config.slug },
          `similar-car alert e-mails of ${site.config.slug}: could not claim: ${reasonOf(error)}`,
        );
      }
    }
    return counts;
  }

  private async sendJob(
    site: Site,
    records: SiteRecords,
    job: ClaimedSimilarCarAlertEmail,
  ): Promise<keyof AlertMailRunCounts> {
    const { log } = this.options;
    const fields = {
      site: site.config.slug,
      alert: job.alertId,
      to: maskEmail(job.recipient),
      attempt: job.attempt,
    };
    const label = `similar-car alert ${job.alertId} e-mail to ${fields.to}`;
    let messageId: string;
    try {
      const built = similarCarAlertMessage(job, site, this.options.origin(site));
      messageId = built.messageId;
      await this.options.send(built.message, site, built.mailboxFile);
    } catch (error) {
      const reason = reasonOf(error);
      const dead = job.attempt >= (this.options.maxAttempts ?? ALERT_EMAIL_MAX_ATTEMPTS);
      const failedAt = this.now();
      const retry = this.options.retry ?? { baseMs: LEAD_RETRY_BASE_MS, capMs: LEAD_RETRY_CAP_MS };
      const nextAttemptAt = dead
        ? null
        : new Date(failedAt.getTime() + retryDelayMs(job.attempt, retry, this.random));
      await this.writeOutcome(fields, () =>
        records.markSimilarCarAlertEmailFailed({
          emailId: job.emailId,
          leaseToken: job.leaseToken,
          failedAt,
          error: reason,
          nextAttemptAt,
        }),
      );
      if (nextAttemptAt) {
        log.warn(
          { ...fields, err: error, nextAttemptAt },
          `${label}: attempt ${job.attempt} failed (${reason}); retrying at ${nextAttemptAt.toISOString()}`,
        );
        return 'retried';
      }
      log.error(
        { ...fields, err: error },
        `${label}: dead-lettered after ${job.attempt} attempts (${reason})`,
      );
      return 'dead';
    }
    await this.writeOutcome(fields, () =>
      records.markSimilarCarAlertEmailSent({
        emailId: job.emailId,
        sentAt: this.now(),
        messageId,
      }),
    );
    log.info(fields, `${label} sent`);
    return 'sent';
  }

  /** An outcome that cannot be written leaves the e-mail to be claimed again when its lease ends. */
  private async writeOutcome(
    fields: Record<string, unknown>,
    write: () => Promise<boolean>,
  ): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.options.log.error(
        { ...fields, err: error },
        `similar-car alert e-mail: could not record the outcome (${reasonOf(error)}); it will be retried`,
      );
    }
  }
}
