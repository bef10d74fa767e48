import Stripe from 'stripe';
import {
  PaymentWebhookSignatureError,
  type PaymentEvent,
  type PaymentEventKind,
} from '../../payments/payment-provider.port.js';
import { callStripe, STRIPE_METADATA } from './stripe-payment-provider.js';

/**
 * Reading Stripe's webhook: the signature is checked with the SDK over the body exactly as it
 * came (re-serialised JSON would not verify), then the few events reservations care about are
 * read into PaymentEvents. Every other event type, and events of sessions that are not ours
 * (another app on the same Stripe account), read as null: answered 200 and left alone.
 */

/** Checks the `stripe-signature` header over the raw body; a bad one is a signature error. */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: string,
  signature: string | null,
  webhookSecret: string,
): Stripe.Event {
  if (!signature) throw new PaymentWebhookSignatureError('The Stripe-Signature header is missing');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      // The SDK's message says why (no signature matched, timestamp outside the tolerance).
      throw new PaymentWebhookSignatureError(error.message);
    }
    throw new PaymentWebhookSignatureError('The event could not be read');
  }
}

/** The PaymentEvent a verified Stripe event is, or null when it is none of ours. */
export async function readStripeEvent(
  stripe: Stripe,
  event: Stripe.Event,
): Promise<PaymentEvent | null> {
  switch (event.type) {
    case 'checkout.session.completed':
      // Paid now by card; a delayed method (bank debit) completes unpaid and pays later.
      return event.data.object.payment_status === 'paid'
        ? sessionEvent(event, event.data.object, 'paid')
        : null;
    case 'checkout.session.async_payment_succeeded':
      return sessionEvent(event, event.data.object, 'paid');
    case 'checkout.session.expired':
      return sessionEvent(event, event.data.object, 'expired');
    case 'charge.refunded':
      return refundEvent(stripe, event, event.data.object);
    default:
      return null;
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

function sessionEvent(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  kind: PaymentEventKind,
): PaymentEvent | null {
  const site = session.metadata?.[STRIPE_METADATA.site];
  const reservationId =
    session.metadata?.[STRIPE_METADATA.reservationId] ?? session.client_reference_id;
  if (!site || !reservationId) return null;
  return {
    provider: 'stripe',
    eventId: event.id,
    kind,
    siteSlug: site,
    reservationId,
    sessionId: session.id,
    paymentId: idOf(session.payment_intent),
    occurredAt: new Date(event.created * 1000),
  };
}

/**
 * A charge refunded in full (a partial refund leaves the deposit paid). The charge names its
 * PaymentIntent; the reservation is found from the PaymentIntent's metadata (fetched when the
 * charge does not carry it) and the session from Stripe's list of sessions of that PaymentIntent.
 */
async function refundEvent(
  stripe: Stripe,
  event: Stripe.Event,
  charge: Stripe.Charge,
): Promise<PaymentEvent | null> {
  if (!charge.refunded) return null;
  const paymentId = idOf(charge.payment_intent);
  if (!paymentId) return null;
  let metadata: Stripe.Metadata = charge.metadata;
  if (!metadata[STRIPE_METADATA.site] || !metadata[STRIPE_METADATA.reservationId]) {
    const intent = await callStripe('read the refunded payment', () =>
      stripe.paymentIntents.retrieve(paymentId),
    );
    metadata = intent.metadata;
  }
  const site = metadata[STRIPE_METADATA.site];
  const reservationId = metadata[STRIPE_METADATA.reservationId];
  if (!site || !reservationId) return null;
  const sessions = await callStripe('find the refunded payment’s checkout session', () =>
    stripe.checkout.sessions.list({ payment_intent: paymentId, limit: 1 }),
  );
  const session = sessions.data[0];
  if (!session) return null;
  return {
    provider: 'stripe',
    eventId: event.id,
    kind: 'refunded',
    siteSlug: site,
    reservationId,
    sessionId: session.id,
    paymentId,
    occurredAt: new Date(event.created * 1000),
  };
}
