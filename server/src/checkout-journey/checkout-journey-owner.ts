import { createHash } from 'node:crypto';
import type {
  CheckoutJourney,
  SiteCheckoutJourneyRecords,
} from './checkout-journey-records.port.js';

/**
 * Whose journey a request sees. A signed-in shopper's is kept with their account, so it resumes
 * on any device; a visitor's with their browser, through the visitor cookie the site already
 * sets on every page (a random id, HttpOnly, SameSite=Lax, Secure in production): the journey
 * page is a page, so the browser holds the cookie before it saves a step, and no second cookie
 * with the same properties is needed. Only a SHA-256 of it (salted with this purpose, so it is
 * not the key the view counts use) is stored. A caller without the cookie gets no journey kept:
 * its fallback key is shared by everyone behind one address, so it must not find anyone's.
 */

export interface JourneyShopper {
  userId: string | null;
  /** SHA-256 of the browser's visitor cookie; null without one. */
  browserKeyHash: string | null;
}

/** The view counts' fallback key (visitor-cookie.ts) starts so; a cookie's never does. */
const SHARED_VISITOR_KEY_PREFIX = 'daily:';

export function browserKeyHashOf(visitorKey: string): string | null {
  if (visitorKey.startsWith(SHARED_VISITOR_KEY_PREFIX)) return null;
  return createHash('sha256').update(`checkout-journey\n${visitorKey}`).digest('hex');
}

/**
 * The shopper's journey for the car: the account's, else (signed in) the browser's journey from
 * before they signed in, which the account now claims; a visitor sees only a browser journey no
 * account holds (one whose shopper signed out stays with the account).
 */
export async function journeyOfShopper(
  records: SiteCheckoutJourneyRecords,
  carId: string,
  shopper: JourneyShopper,
  now: Date,
): Promise<CheckoutJourney | null> {
  const { userId, browserKeyHash } = shopper;
  if (userId !== null) {
    const own = await records.checkoutJourneyOfUser(userId, carId);
    if (own) return own;
  }
  if (browserKeyHash === null) return null;
  const ofBrowser = await records.checkoutJourneyOfBrowser(browserKeyHash, carId);
  if (!ofBrowser) return null;
  if (userId === null) return ofBrowser.userId === null ? ofBrowser : null;
  if (ofBrowser.userId === userId) return ofBrowser;
  if (ofBrowser.userId !== null) return null;
  return records.claimCheckoutJourney(ofBrowser.id, userId, now);
}
