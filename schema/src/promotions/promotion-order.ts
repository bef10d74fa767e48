import { zonedClock } from '../locations/zoned-clock.js';

/**
 * Which promotions a page shows, and in what order (spec 2 §9): a card is active only between
 * its start and expiry when they are set; display by car type filters the cards; strictDisplay
 * cards are hidden when no car type is selected; cards with a position come first, by position,
 * and the rest follow in an order shuffled per site and per day. Pure and shared, so the server
 * and a browser recomputing it agree.
 */

export const PROMOTION_CAR_TYPES = ['new', 'used', 'demo'] as const;
export type PromotionCarType = (typeof PROMOTION_CAR_TYPES)[number];

/** Where a promotion may appear: the home page slider, the search page tiles, /special-offers. */
export const PROMOTION_PLACEMENTS = ['homeSlider', 'searchTiles', 'specialOffers'] as const;
export type PromotionPlacement = (typeof PROMOTION_PLACEMENTS)[number];

/** The site's day when it sets none: the time zone of most of the platform's dealers. */
export const DEFAULT_PROMOTION_TIME_ZONE = 'Australia/Brisbane';

/** A plain calendar day, YYYY-MM-DD: a whole day on the site's clock. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface SchedulablePromotion {
  id: string;
  /** Shown before every unpositioned card, smaller first. */
  position?: number | null | undefined;
  /** YYYY-MM-DD (from the start of that day, site time) or an ISO date-time with an offset. */
  startsAt?: string | null | undefined;
  /** YYYY-MM-DD (through the end of that day, site time) or an ISO date-time with an offset. */
  expiresAt?: string | null | undefined;
  /** The car types it is for; empty: every type. */
  carTypes: readonly PromotionCarType[];
  /** Shown only when the shopper has selected a car type it is for. */
  strictDisplay: boolean;
  placements: readonly PromotionPlacement[];
}

export interface PromotionView {
  /** The moment to judge start and expiry at. */
  now: Date;
  /** IANA zone of the site's day (dates without a time and the daily shuffle follow it). */
  timeZone: string;
  /** Seeds the shuffle: each site has its own order. */
  siteSlug: string;
  placement: PromotionPlacement;
  /** The car types the shopper selected; empty or absent: none selected. */
  carTypes?: readonly PromotionCarType[] | undefined;
  /**
   * Also keep cards that have not started yet (never expired ones): a page sends them ahead so
   * the browser shows each the moment it starts, even on a page rendered or cached before.
   */
  includeUpcoming?: boolean | undefined;
}

/** Whether `promotion` has started at `now` on the site's clock (true without a start). */
export function hasPromotionStarted(
  promotion: Pick<SchedulablePromotion, 'startsAt'>,
  now: Date,
  timeZone: string,
): boolean {
  const { startsAt } = promotion;
  if (!startsAt) return true;
  return CALENDAR_DAY.test(startsAt)
    ? zonedClock(now, timeZone).date >= startsAt
    : now.getTime() >= Date.parse(startsAt);
}

/** Whether `promotion` has expired at `now` on the site's clock (false without an expiry). */
export function hasPromotionExpired(
  promotion: Pick<SchedulablePromotion, 'expiresAt'>,
  now: Date,
  timeZone: string,
): boolean {
  const { expiresAt } = promotion;
  if (!expiresAt) return false;
  return CALENDAR_DAY.test(expiresAt)
    ? zonedClock(now, timeZone).date > expiresAt
    : now.getTime() >= Date.parse(expiresAt);
}

/** Whether `promotion` has started and not expired at `now` on the site's clock. */
export function isPromotionActive(
  promotion: Pick<SchedulablePromotion, 'startsAt' | 'expiresAt'>,
  now: Date,
  timeZone: string,
): boolean {
  return (
    hasPromotionStarted(promotion, now, timeZone) && !hasPromotionExpired(promotion, now, timeZone)
  );
}

/** Display by car type: a card for given types shows when the shopper selected one of them. */
export function matchesCarTypes(
  promotion: Pick<SchedulablePromotion, 'carTypes' | 'strictDisplay'>,
  selected: readonly PromotionCarType[],
): boolean {
  if (selected.length === 0) return !promotion.strictDisplay;
  if (promotion.carTypes.length === 0) return true;
  return promotion.carTypes.some((type) => selected.includes(type));
}

/**
 * FNV-1a, 32 bits: a fast, well-spread hash of a short string that every JavaScript engine
 * computes alike (Math.random cannot be seeded, and the server and browser must agree).
 */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // A final avalanche so ids differing in their last character still land far apart.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash ^= hash >>> 13;
  return hash >>> 0;
}

/**
 * The shuffle key of one card on one site and day. Sorting by it (rather than shuffling the
 * list) gives any subset the same relative order, so filtering by car type never reshuffles.
 */
export function dailyShuffleKey(siteSlug: string, day: string, id: string): number {
  return hash32(`${siteSlug}|${day}|${id}`);
}

/** The promotions a placement shows now, in the order it shows them. */
export function promotionsToShow<P extends SchedulablePromotion>(
  promotions: readonly P[],
  view: PromotionView,
): P[] {
  const selected = view.carTypes ?? [];
  const forView = promotions.filter(
    (promotion) =>
      promotion.placements.includes(view.placement) && matchesCarTypes(promotion, selected),
  );
  return schedulePromotions(forView, view);
}

/**
 * The dated part alone, for cards already chosen for a placement and car type (what a browser
 * re-checks on its own clock): active ones (and upcoming ones when asked), positioned first by
 * position, the rest in the site's order of the day.
 */
export function schedulePromotions<
  P extends Pick<SchedulablePromotion, 'id' | 'position' | 'startsAt' | 'expiresAt'>,
>(
  promotions: readonly P[],
  view: Pick<PromotionView, 'now' | 'timeZone' | 'siteSlug' | 'includeUpcoming'>,
): P[] {
  const shown = promotions.filter((promotion) =>
    view.includeUpcoming
      ? !hasPromotionExpired(promotion, view.now, view.timeZone)
      : isPromotionActive(promotion, view.now, view.timeZone),
  );
  const positioned = shown
    .filter((promotion) => promotion.position != null)
    .sort((a, b) => a.position! - b.position! || compareIds(a.id, b.id));
  const day = zonedClock(view.now, view.timeZone).date;
  const rest = shown
    .filter((promotion) => promotion.position == null)
    .map((promotion) => ({
      promotion,
      key: dailyShuffleKey(view.siteSlug, day, promotion.id),
    }))
    .sort((a, b) => a.key - b.key || compareIds(a.promotion.id, b.promotion.id))
    .map(({ promotion }) => promotion);
  return [...positioned, ...rest];
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
