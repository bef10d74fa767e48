/**
 * A site's online purchase journeys (`/checkout-journey?car_id=`), part of its records: the steps
 * a shopper has completed for one car, kept so the journey resumes after a reload (the browser's
 * journey cookie) and on another device (the shopper's account). The adapter is bound to one site.
 */

/** The journey's steps, in order. */
export const CHECKOUT_STEPS = ['details', 'tradeIn', 'finance', 'delivery', 'deposit'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface CheckoutJourney {
  id: string;
  carId: string;
  userId: string | null;
  /** The dealer's lead (made by the first step); each later step is a follow-up of it. */
  leadId: string | null;
  /** The deposit's reservation, once the last step started it. */
  reservationId: string | null;
  /** Each completed step's answers. */
  steps: Partial<Record<CheckoutStep, Record<string, unknown>>>;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewCheckoutJourney {
  id: string;
  carId: string;
  userId: string | null;
  /** SHA-256 of the browser's journey cookie, or null. */
  browserKeyHash: string | null;
}

export interface SiteCheckoutJourneyRecords {
  createCheckoutJourney(journey: NewCheckoutJourney, now: Date): Promise<CheckoutJourney>;
  checkoutJourney(id: string): Promise<CheckoutJourney | null>;
  /** The shopper's latest journey for the car (any device). */
  checkoutJourneyOfUser(userId: string, carId: string): Promise<CheckoutJourney | null>;
  /** This browser's latest journey for the car. */
  checkoutJourneyOfBrowser(browserKeyHash: string, carId: string): Promise<CheckoutJourney | null>;
  /** Gives a browser's journey to the account that just signed in. */
  claimCheckoutJourney(id: string, userId: string, now: Date): Promise<CheckoutJourney | null>;
  /** Stores one step's answers (replacing an earlier answer to the same step). */
  saveCheckoutStep(
    id: string,
    step: CheckoutStep,
    answers: Record<string, unknown>,
    now: Date,
  ): Promise<CheckoutJourney | null>;
  setCheckoutJourneyLead(id: string, leadId: string, now: Date): Promise<CheckoutJourney | null>;
  setCheckoutJourneyReservation(
    id: string,
    reservationId: string,
    now: Date,
  ): Promise<CheckoutJourney | null>;
}
