import type { PaymentProviderName } from '../reservations/reservation.types.js';

/**
 * The PaymentProvider port: how a deposit is taken. The shopper pays on the provider's own page
 * (Stripe Checkout, or the development provider's marked test page), so no card number ever
 * reaches our server. The provider tells us what happened through events (Stripe's signed
 * webhooks; the test page's buttons), each read into a `PaymentEvent` and handed to the
 * reservations, which handle each event id once.
 */

export interface PaymentSessionRequest {
  /** The site's slug: events carry it back, so the reservation is looked up in its own site. */
  siteSlug: string;
  reservationId: string;
  /** The reservation's reference, shown on the payment page and the receipt. */
  reference: string;
  amountCents: number;
  currency: 'aud';
  /** What is paid for, e.g. "Deposit to reserve 2021 Toyota Corolla Ascent Sport (stock 1234)". */
  description: string;
  /** The dealer's name, as the payment page names who is paid. */
  merchantName: string;
  customerEmail: string;
  /** Where the provider sends the shopper after paying, and after cancelling. */
  successUrl: string;
  cancelUrl: string;
  /** The session cannot be paid after this (Stripe accepts 30 minutes to 24 hours ahead). */
  expiresAt: Date;
  /** A retry with the same key makes no second session. */
  idempotencyKey: string;
}

export interface PaymentSession {
  sessionId: string;
  /** The provider's page the shopper is sent to. */
  paymentUrl: string;
}

export type PaymentEventKind =
  /** The deposit was paid. */
  | 'paid'
  /** The session ended unpaid (its time ran out). */
  | 'expired'
  /** The shopper cancelled at the payment page. */
  | 'cancelled'
  /** The deposit was paid back (by the dealer, from the provider's dashboard). */
  | 'refunded';

export interface PaymentEvent {
  provider: PaymentProviderName;
  /** The provider's id of this event: the same event delivered twice has the same id. */
  eventId: string;
  kind: PaymentEventKind;
  siteSlug: string;
  reservationId: string;
  sessionId: string;
  /** The provider's payment, when there is one (paid, refunded). */
  paymentId?: string | undefined;
  occurredAt: Date;
}

/** What handling an event did, so the test page can tell the shopper. */
export type PaymentEventOutcome =
  /** The reservation moved (or had already moved this way: a repeat). */
  | 'applied'
  /** The event came too late or does not fit the reservation's state; nothing changed. */
  | 'ignored'
  /** No reservation of that site has that session. */
  | 'unknown';

/** Hands a verified event to the reservations (the same for every provider). */
export type PaymentEventHandler = (event: PaymentEvent) => Promise<PaymentEventOutcome>;

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a checkout session for the deposit. */
  createSession(request: PaymentSessionRequest): Promise<PaymentSession>;
  /** Pays back a paid deposit in full; a repeat with the same key refunds once. */
  refund(paymentId: string, idempotencyKey: string): Promise<void>;
}

/** A webhook whose signature does not verify: answered 400, never acted on. */
export class PaymentWebhookSignatureError extends Error {
  override readonly name = 'PaymentWebhookSignatureError';
}

/**
 * The provider refused or could not be reached. The message says what happened in words a
 * dealer's developer can act on and never carries a key; `retryable`: trying again later may work
 * (the provider was down or busy), as opposed to a request it will always refuse.
 */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
