import type { Site } from '@forecourt/tenants/site';

/**
 * The Records port: what the site writes down about shoppers' activity (car page views, phone
 * reveals, analytics events). An adapter is bound to one site with `forSite`; the site's slug is
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

/** Longest list a read answers; reports page through time rather than pull everything. */
export const MAX_RECORDS_PER_READ = 1000;

/** One site's records. */
export interface SiteRecords {
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
}

export interface Records {
  forSite(site: Site): SiteRecords;
  /** Brings the store's tables up to date; safe to run again and from several replicas. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
