/**
 * What the site writes down about shoppers' activity: car page views, phone reveals (of a car's
 * dealer, or of a location's or the site's number) and
 * analytics events. Bound to one site by the records store, so one site never sees another's
 * rows, even for a car id both happen to use.
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

/** A reveal of a location's number, or (locationId null) of the site's main number. */
export interface ContactPhoneReveal {
  locationId: string | null;
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

/** One site's record of shoppers' activity. */
export interface SiteActivityRecords {
  /** Counts once per visitor per car per day; true when this call counted. */
  recordCarView(view: CarViewInput): Promise<boolean>;
  /** Counted views of each car, in the order asked (0 for a car nobody viewed). */
  carViewCounts(carIds: readonly string[]): Promise<number[]>;
  /** The spec's "reveal phone count" call: the car, its dealership and (implicitly) the site. */
  recordPhoneReveal(reveal: PhoneRevealInput): Promise<void>;
  /** A car's phone reveals, newest first. */
  phoneReveals(carId: string, limit?: number): Promise<PhoneReveal[]>;
  /** A reveal of a masked number outside a vehicle page: a location's, or the site's own. */
  recordContactPhoneReveal(reveal: ContactPhoneReveal): Promise<void>;
  /** The site's contact number reveals, newest first. */
  contactPhoneReveals(limit?: number): Promise<ContactPhoneReveal[]>;
  recordAnalyticsEvent(event: AnalyticsEventInput): Promise<void>;
  /** Analytics events matching the filter, newest first. */
  analyticsEvents(filter?: AnalyticsEventFilter, limit?: number): Promise<AnalyticsEvent[]>;
}
