/**
 * The e-mail a due similar-car alert sends its shopper, part of one site's records. The alert
 * becomes due and its e-mail job is written in one transaction (an outbox, like the leads'), so
 * an alert that is due with an e-mail address is always e-mailed, even when the process dies
 * right after: any worker, on any replica, claims the job later. One job per alert: a job that
 * was sent is never claimed again, and the row keeps what was sent, to whom and when.
 */

/** A car the e-mail lists, as it stood in stock when the alert became due. */
export interface SimilarCarArrival {
  id: string;
  /** The car page's slug: its link is `/cars/{slug}` on the site's own origin. */
  slug: string;
  /** "2022 Toyota Corolla Ascent Sport" */
  name: string;
  /** The price as the site shows it ("$22,990", "Enquire for price."). */
  priceText: string;
}

/**
 * pending: waiting for its next attempt (or in one); sent; dead: attempts used up; cancelled:
 * the shopper unsubscribed before it went out.
 */
export type SimilarCarAlertEmailStatus = 'pending' | 'sent' | 'dead' | 'cancelled';

export interface SimilarCarAlertEmail {
  emailId: string;
  alertId: string;
  /** The address the alert was made with. */
  recipient: string;
  cars: SimilarCarArrival[];
  status: SimilarCarAlertEmailStatus;
  /** Attempts started so far (an attempt counts from its claim, even if its worker died). */
  attempts: number;
  /** When a pending e-mail may next be claimed; null otherwise. */
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  /** Why the last attempt failed (kept after a later success, for the record). */
  lastError: string | null;
  /** The Message-ID it went out with. */
  messageId: string | null;
  sentAt: Date | null;
  deadAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
}

/** An e-mail job a worker holds until `leaseUntil`; after that another worker may claim it. */
export interface ClaimedSimilarCarAlertEmail {
  emailId: string;
  /** Proves the claim when a failure is written; a stale worker's failure is ignored. */
  leaseToken: string;
  leaseUntil: Date;
  /** This attempt's number, from 1. */
  attempt: number;
  alertId: string;
  /** The sold car the shopper asked from, and its make and model. */
  soldCar: { id: string; make: string; model: string };
  recipient: string;
  cars: SimilarCarArrival[];
  unsubscribeToken: string;
  dueAt: Date;
}

export interface SimilarCarAlertEmailSent {
  emailId: string;
  /** No lease check: a worker whose lease ran out did still send it. */
  sentAt: Date;
  messageId: string;
}

export interface SimilarCarAlertEmailFailure {
  emailId: string;
  leaseToken: string;
  failedAt: Date;
  /** What went wrong, for the operator (kept to `MAX_DELIVERY_ERROR_LENGTH` characters). */
  error: string;
  /** When to try again; null dead-letters the e-mail (no more attempts). */
  nextAttemptAt: Date | null;
}

/** One site's similar-car alert e-mails. */
export interface SiteSimilarCarAlertEmailRecords {
  /**
   * Cancels the pending e-mails of alerts unsubscribed since they became due, then takes up to
   * `limit` pending e-mails due at `now`, oldest due first, and leases them for `leaseMs`. Safe
   * across workers and replicas: an e-mail is held by one claim at a time.
   */
  claimDueSimilarCarAlertEmails(
    limit: number,
    now: Date,
    leaseMs: number,
  ): Promise<ClaimedSimilarCarAlertEmail[]>;
  /** Marks a pending e-mail sent; false when it was not pending (already sent, dead, cancelled). */
  markSimilarCarAlertEmailSent(sent: SimilarCarAlertEmailSent): Promise<boolean>;
  /**
   * Records a failed attempt: retried at `nextAttemptAt`, or dead when it is null. False when the
   * lease was lost (another worker claimed it since) or the e-mail is no longer pending.
   */
  markSimilarCarAlertEmailFailed(failure: SimilarCarAlertEmailFailure): Promise<boolean>;
  /** The alert's e-mail, or null (no e-mail address, not due yet, or another site's alert). */
  similarCarAlertEmail(alertId: string): Promise<SimilarCarAlertEmail | null>;
}
