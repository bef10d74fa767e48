/**
 * The reservation's e-mails to the shopper, part of a site's records: leased jobs like every
 * other e-mail, at most one of each kind per reservation however often the event that queues it
 * is handled (a provider retrying a webhook, a worker crashing between steps).
 */

/** confirmed: the deposit was received; released: the hold ended; refunded: paid back. */
export const RESERVATION_EMAIL_KINDS = ['confirmed', 'released', 'refunded'] as const;
export type ReservationEmailKind = (typeof RESERVATION_EMAIL_KINDS)[number];

export interface ReservationEmailInput {
  reservationId: string;
  kind: ReservationEmailKind;
  recipient: string;
  /** What the e-mail needs beyond the reservation itself (kept for the record). */
  payload: Record<string, unknown>;
  /** Queued now, due at once. */
  createdAt: Date;
}

export interface ReservationEmail {
  emailId: string;
  reservationId: string;
  kind: ReservationEmailKind;
  recipient: string;
  payload: Record<string, unknown>;
  status: 'pending' | 'sent' | 'dead';
  attempts: number;
  messageId: string | null;
  createdAt: Date;
}

/** An e-mail job a worker holds until `leaseUntil`. */
export interface ClaimedReservationEmail {
  emailId: string;
  leaseToken: string;
  leaseUntil: Date;
  attempt: number;
  reservationId: string;
  kind: ReservationEmailKind;
  recipient: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export interface ReservationEmailFailure {
  emailId: string;
  leaseToken: string;
  failedAt: Date;
  error: string;
  nextAttemptAt: Date | null;
}

export interface SiteReservationEmailRecords {
  /** Queues the e-mail; false, and nothing written, when one of this kind was queued before. */
  queueReservationEmail(email: ReservationEmailInput): Promise<boolean>;
  claimDueReservationEmails(
    limit: number,
    now: Date,
    leaseMs: number,
  ): Promise<ClaimedReservationEmail[]>;
  markReservationEmailSent(sent: {
    emailId: string;
    sentAt: Date;
    messageId: string;
  }): Promise<boolean>;
  markReservationEmailFailed(failure: ReservationEmailFailure): Promise<boolean>;
  /** The reservation's e-mails, oldest first. */
  reservationEmails(reservationId: string): Promise<ReservationEmail[]>;
}
