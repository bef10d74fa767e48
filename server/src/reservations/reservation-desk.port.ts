import type { Site } from '@forecourt/tenants/site';
import type { PaymentEventHandler } from '../payments/payment-provider.port.js';
import type { Reservation, ReservationShopper } from './reservation.types.js';

/**
 * What the checkout pages and the online purchase journey ask of the reservations: start one
 * (which opens the deposit's payment session), look one up, and hand payment events in. The
 * implementation (reservation-desk.ts) checks the reserve rule, takes the deposit from the site's
 * settings, stores the pending reservation and talks to the payment provider.
 */

export interface StartReservationRequest {
  site: Site;
  /** The car's slug, as in its address. */
  carSlug: string;
  shopper: ReservationShopper;
  /** The browser's key for this submit; a retry with it answers the same reservation. */
  idempotencyKey: string;
  /** The signed-in shopper's account, or null. */
  userId: string | null;
  /** The online purchase journey the deposit belongs to, or null. */
  journeyId?: string | null | undefined;
  /** The site's origin (https://dealer.example), for the payment page's return addresses. */
  origin: string;
}

export type StartReservationResult =
  /** Stored pending; send the shopper to `paymentUrl`. */
  | { outcome: 'started'; reservation: Reservation; paymentUrl: string }
  /** The car cannot be reserved (sold, unpriced, reserved, the site's reserve feature off…). */
  | { outcome: 'notReservable'; reason: string }
  /** Another shopper holds the car right now (reserving it, or reserved). */
  | { outcome: 'carHeld' }
  /** No such car on the site. */
  | { outcome: 'notFound' };

export interface ReservationDesk {
  start(request: StartReservationRequest): Promise<StartReservationResult>;
  /** The site's reservation with this reference, or null. */
  byReference(site: Site, reference: string): Promise<Reservation | null>;
  /** Applies a provider's event to its reservation, once per event id. */
  handlePaymentEvent: PaymentEventHandler;
}
