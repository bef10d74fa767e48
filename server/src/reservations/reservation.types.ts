/**
 * A reservation of one car (spec 1 §2 "Reserve the car"): the shopper pays a deposit through the
 * payment provider and the car is held for them. States:
 *
 *   pending ──paid──▶ paid ──feed shows it reserved or sold──▶ confirmed
 *      │               ├──hold ends unconfirmed──▶ expired
 *      │               └──refunded by the dealer──▶ refunded
 *      ├──payment window ends──▶ expired
 *      └──shopper cancels at the payment page──▶ cancelled
 *
 * Only the moves in `RESERVATION_TRANSITIONS` exist. A pending, paid or confirmed reservation
 * holds the car: nobody else can start one (the records refuse a second holding row per car).
 * A paid one also shows the car as reserved to everyone until the feed confirms or the hold ends.
 */

export const RESERVATION_STATES = [
  'pending',
  'paid',
  'confirmed',
  'expired',
  'cancelled',
  'refunded',
] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** States that hold the car: a second reservation of it is refused while one is in them. */
export const HOLDING_STATES: readonly ReservationState[] = ['pending', 'paid', 'confirmed'];

/** Every move the state machine allows, from each state. */
export const RESERVATION_TRANSITIONS: Readonly<
  Record<ReservationState, readonly ReservationState[]>
> = {
  pending: ['paid', 'expired', 'cancelled'],
  paid: ['confirmed', 'expired', 'refunded'],
  confirmed: ['refunded'],
  expired: [],
  cancelled: [],
  refunded: [],
};

export const canMove = (from: ReservationState, to: ReservationState): boolean =>
  RESERVATION_TRANSITIONS[from].includes(to);

/**
 * Which payment provider took (or is taking) the deposit; `none` on a production server with no
 * provider set up, where every reservation is refused before anything is held.
 */
export type PaymentProviderName = 'stripe' | 'development' | 'none';

/** Who reserves: the shared lead form fields (spec 2 §3). */
export interface ReservationShopper {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postcode?: string | undefined;
}

/** The car as it was when reserved (it may sell or change later). */
export interface ReservationCar {
  carId: string;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  stockNumber: string;
  vin?: string | undefined;
  km: number;
  /** Whole dollars. */
  price: number;
  carType: 'new' | 'used' | 'demo';
  dealershipId: string;
}

export interface Reservation {
  id: string;
  /** What the shopper reads and quotes to the dealer: 8 characters, unique per site. */
  reference: string;
  carId: string;
  carSlug: string;
  /** The signed-in shopper's account, or null for a visitor. */
  userId: string | null;
  /** The online purchase journey this deposit belongs to, or null for a plain reservation. */
  journeyId: string | null;
  idempotencyKey: string;
  shopper: ReservationShopper;
  car: ReservationCar;
  depositCents: number;
  /** ISO 4217, lower case as payment providers use it: always 'aud' for now. */
  currency: 'aud';
  state: ReservationState;
  provider: PaymentProviderName;
  /** The provider's checkout session, once made. */
  paymentSessionId: string | null;
  /** The provider's payment (e.g. a PaymentIntent id), once paid. */
  paymentId: string | null;
  /** The dealer's lead of this reservation, once paid. */
  leadId: string | null;
  /** A pending reservation expires at this time unless paid. */
  paymentDueBy: Date;
  /** A paid reservation holds the car until this time unless the feed confirms it. */
  holdUntil: Date | null;
  paidAt: Date | null;
  confirmedAt: Date | null;
  /** When it became expired, cancelled or refunded. */
  endedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
