/**
 * The addresses of reserving and buying online, shared by the server's routes and the browser's
 * links (spec 1 §2): the reserve page, the reservation's own page after paying, the online
 * purchase journey, and the payment routes the server answers itself.
 */

/** The last segment of a reserve page: the site's `reservations.path` picks which one it shows. */
export const RESERVE_PATH_NAMES = ['checkout', 'buy-online'] as const;
export type ReservePathName = (typeof RESERVE_PATH_NAMES)[number];

/** The reserve page of a car on a site whose `reservations.path` is `pathName`. */
export function reservePath(slug: string, pathName: ReservePathName = 'checkout'): string {
  return `/cars/${encodeURIComponent(slug)}/${pathName}`;
}

/**
 * Where the payment page sends a shopper who cancels: the reserve page again, told which
 * reservation was cancelled so it can say so and fill the form in with what they typed.
 */
export function reserveCancelledPath(
  slug: string,
  pathName: ReservePathName,
  reservationId: string,
): string {
  const query = new URLSearchParams({ payment: 'cancelled', reservation: reservationId });
  return `${reservePath(slug, pathName)}?${query.toString()}`;
}

/**
 * A reservation's own page (after paying, and linked from the e-mail). Named by the reservation's
 * id, a random UUID, so nobody finds another shopper's reservation by guessing.
 */
export function reservationPath(reservationId: string): string {
  return `/reservations/${encodeURIComponent(reservationId)}`;
}

/** The online purchase journey of a car (when the site's features.onlinePurchase is on). */
export const CHECKOUT_JOURNEY_PATH = '/checkout-journey';
export function checkoutJourneyPath(slug: string): string {
  return `${CHECKOUT_JOURNEY_PATH}?${new URLSearchParams({ car_id: slug }).toString()}`;
}

/** The development payment provider's test page of one payment session. */
export const TEST_PAYMENT_PATH = '/payments/test';
export function testPaymentPath(sessionId: string): string {
  return `${TEST_PAYMENT_PATH}/${encodeURIComponent(sessionId)}`;
}

/** Where Stripe posts its signed events. */
export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';
