import type { Site } from '@forecourt/tenants/site';
import type { SimilarityCriteria } from '../../stock/similar-cars.js';
import type { SiteLeadRecords } from '../../leads/lead-records.port.js';
import type { SitePartnerKeyRecords } from '../../api-access/partner-keys.port.js';
import type {
  SimilarCarArrival,
  SiteSimilarCarAlertEmailRecords,
} from '../../alerts/similar-car-alert-emails.port.js';

/**
 * The Records port: what the site writes down about shoppers' activity (car page views, phone
 * reveals, analytics events) and what shoppers asked of it (similar-car alerts). An adapter is bound to one site with `forSite`; the site's slug is
 * added to every write and every read inside the adapter, so one site never sees another's rows,
 * even for a car id both happen to use.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDay = string;

export interface CarViewInput {
  carId: string;
  /** Who viewed: the visitor cookie, or a daily hash for callers without one. */
  visitorKey: string;
  day: IsoDay;
}

export interface PhoneRevealInput {
  carId: string;
  dealershipId: string;
  occurredAt: Date;
}

export interface AnalyticsEventInput {
  eventId: number;
  carId?: string | null | undefined;
  visitorKey?: string | null | undefined;
  occurredAt: Date;
}

export interface PhoneReveal {
  carId: string;
  dealershipId: string;
  occurredAt: Date;
}

export interface AnalyticsEvent {
  eventId: number;
  carId: string | null;
  visitorKey: string | null;
  occurredAt: Date;
}

export interface AnalyticsEventFilter {
  eventId?: number | undefined;
  carId?: string | undefined;
}

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

/** Longest list a read answers; reports page through time rather than pull everything. */
export const MAX_RECORDS_PER_READ = 1000;

/**
 * One site's records (its leads and their delivery outbox: `SiteLeadRecords`; its alerts'
 * e-mails: `SiteSimilarCarAlertEmailRecords`; its partners' API keys: `SitePartnerKeyRecords`).
 */
export interface SiteRecords
  extends SiteLeadRecords, SiteSimilarCarAlertEmailRecords, SitePartnerKeyRecords {
  /** Counts once per visitor per car per day; true when this call counted. */
  recordCarView(view: CarViewInput): Promise<boolean>;
  /** Counted views of each car, in the order asked (0 for a car nobody viewed). */
  carViewCounts(carIds: readonly string[]): Promise<number[]>;
  /** The spec's "reveal phone count" call: the car, its dealership and (implicitly) the site. */
  recordPhoneReveal(reveal: PhoneRevealInput): Promise<void>;
  /** A car's phone reveals, newest first. */
  phoneReveals(carId: string, limit?: number): Promise<PhoneReveal[]>;
  recordAnalyticsEvent(event: AnalyticsEventInput): Promise<void>;
  /** Analytics events matching the filter, newest first. */
  analyticsEvents(filter?: AnalyticsEventFilter, limit?: number): Promise<AnalyticsEvent[]>;
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

export interface Records {
  forSite(site: Site): SiteRecords;
  /** Brings the store's tables up to date; safe to run again and from several replicas. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
