import type { Site } from '@forecourt/tenants/site';
import type { SimilarityCriteria } from '../stock/similar-cars.js';
import type { SimilarCarArrival } from './similar-car-alert-emails.port.js';

/**
 * What shoppers asked of the site: alerts waiting for a car similar to a sold one. Bound to one
 * site by the records store, so one site never sees another's alerts.
 */

/** Waiting for a similar car; due once one arrived; unsubscribed by the shopper's link. */
export type SimilarCarAlertStatus = 'waiting' | 'due' | 'unsubscribed';

export interface SimilarCarAlertInput {
  /** The sold car the shopper asked from. */
  carId: string;
  /** The similarity rule's view of that car, kept because the car leaves the site. */
  criteria: SimilarityCriteria;
  /** At least one of email and phone. */
  email: string | null;
  phone: string | null;
  /** Similar cars in stock when the alert was made: they never fulfil it. */
  knownSimilarCarIds: readonly string[];
  createdAt: Date;
}

export interface SimilarCarAlert {
  id: string;
  carId: string;
  criteria: SimilarityCriteria;
  email: string | null;
  phone: string | null;
  knownSimilarCarIds: string[];
  /** Unguessable; the unsubscribe link carries it. */
  unsubscribeToken: string;
  status: SimilarCarAlertStatus;
  /** The arrival that made it due (kept when the shopper unsubscribes afterwards). */
  matchedCarId: string | null;
  createdAt: Date;
  dueAt: Date | null;
  unsubscribedAt: Date | null;
}

export interface SimilarCarAlertDue {
  alertId: string;
  matchedCarId: string;
  dueAt: Date;
  /**
   * The similar cars that arrived, the matched one first, for the shopper's e-mail. Given, and
   * the alert has an e-mail address, the e-mail is queued in the same transaction (fulfilment
   * always gives them).
   */
  arrivals?: readonly SimilarCarArrival[] | undefined;
}

export interface SimilarCarAlertFilter {
  carId?: string | undefined;
  status?: SimilarCarAlertStatus | undefined;
}

export interface WaitingSimilarCarAlertsPage {
  /** Only alerts after this id (the last of the previous page). */
  afterId?: string | undefined;
  limit?: number | undefined;
}

/** One site's similar-car alerts. */
export interface SiteSimilarCarAlertRecords {
  /**
   * Makes an alert waiting for a similar car, with a fresh unsubscribe token. When the same
   * contact already waits for the same car, answers that alert instead (a repeated request).
   */
  createSimilarCarAlert(alert: SimilarCarAlertInput): Promise<SimilarCarAlert>;
  /** Waiting alerts, oldest first; page on with `afterId`. */
  waitingSimilarCarAlerts(page?: WaitingSimilarCarAlertsPage): Promise<SimilarCarAlert[]>;
  /**
   * Makes a waiting alert due with the car that fulfilled it. True only for the call that did
   * it: an alert already due or unsubscribed (or of another site) is left alone, so two workers
   * never both fulfil one.
   */
  markSimilarCarAlertDue(due: SimilarCarAlertDue): Promise<boolean>;
  /**
   * Unsubscribes the alert the token names, whatever its state. True when the token names an
   * alert of this site, which is now unsubscribed; a repeat call is harmless (and true again).
   */
  unsubscribeSimilarCarAlert(token: string, unsubscribedAt: Date): Promise<boolean>;
  /** Alerts matching the filter, newest first (reports and tests). */
  similarCarAlerts(filter?: SimilarCarAlertFilter, limit?: number): Promise<SimilarCarAlert[]>;
}

/** Every site's alerts, each site's bound on first use. */
export interface SimilarCarAlertRecords {
  forSite(site: Site): SiteSimilarCarAlertRecords;
}
