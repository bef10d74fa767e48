import type {
  PaymentProviderName,
  Reservation,
  ReservationCar,
  ReservationShopper,
  ReservationState,
} from './reservation.types.js';

/**
 * A site's reservations, part of its records. The adapter is bound to one site: a reservation of
 * another site is never found, moved or counted. Every state change is a conditional update (it
 * happens only from the states named), so a webhook handled twice, or two workers at once, move a
 * reservation once.
 */

export interface NewReservation {
  id: string;
  reference: string;
  idempotencyKey: string;
  userId: string | null;
  journeyId: string | null;
  shopper: ReservationShopper;
  car: ReservationCar;
  depositCents: number;
  provider: PaymentProviderName;
  paymentDueBy: Date;
}

export type ReservationCreated =
  /** Stored, pending. */
  | { outcome: 'created'; reservation: Reservation }
  /** The same idempotency key was used before: its reservation, nothing written. */
  | { outcome: 'replayed'; reservation: Reservation }
  /** Another reservation holds the car (pending, paid or confirmed): nothing written. */
  | { outcome: 'carHeld' };

/** What else a move sets besides the state and `updatedAt`. */
export interface ReservationMoveFacts {
  paymentId?: string | undefined;
  holdUntil?: Date | undefined;
  leadId?: string | undefined;
}

export interface SiteReservationRecords {
  /**
   * Stores a pending reservation unless another holds the car. In one transaction: pending
   * reservations of this car whose payment window has passed at `now` are expired first, then the
   * insert; two shoppers at the same moment get one `created` and one `carHeld`.
   */
  createReservation(reservation: NewReservation, now: Date): Promise<ReservationCreated>;
  /** Remembers the provider's checkout session of a pending reservation. */
  setPaymentSession(id: string, sessionId: string, now: Date): Promise<Reservation | null>;
  /**
   * Moves the reservation to `to` when it is in one of `from` (each move must be allowed by the
   * state machine); null, and nothing written, when it is not (or there is no such reservation).
   */
  moveReservation(
    id: string,
    from: readonly ReservationState[],
    to: ReservationState,
    at: Date,
    facts?: ReservationMoveFacts,
  ): Promise<Reservation | null>;
  /**
   * Remembers the dealer's lead of a paid reservation, once (a lead id stored before is kept);
   * answers the reservation as it then is, or null when there is no such reservation.
   */
  setReservationLead(id: string, leadId: string, now: Date): Promise<Reservation | null>;
  reservation(id: string): Promise<Reservation | null>;
  reservationByReference(reference: string): Promise<Reservation | null>;
  reservationByPaymentSession(
    provider: PaymentProviderName,
    sessionId: string,
  ): Promise<Reservation | null>;
  /** The reservation holding the car now (pending, paid or confirmed), or null. */
  holdingReservationOfCar(carId: string): Promise<Reservation | null>;
  /** Cars a paid reservation holds at `now` (its hold not ended): shown as reserved everywhere. */
  heldCarIds(now: Date): Promise<string[]>;
  /** Paid reservations (for the feed's confirmation check), oldest first, at most `limit`. */
  paidReservations(limit: number): Promise<Reservation[]>;
  /** Pending ones past their payment window and paid ones past their hold at `now`. */
  lapsedReservations(now: Date, limit: number): Promise<Reservation[]>;
  /** The shopper's reservations, newest first. */
  reservationsOfUser(userId: string): Promise<Reservation[]>;
  /**
   * Records that the provider's event was handled; false when it had been already (the caller
   * then does nothing more with it).
   */
  recordPaymentEvent(
    provider: PaymentProviderName,
    eventId: string,
    reservationId: string,
    kind: string,
    receivedAt: Date,
  ): Promise<boolean>;
}
