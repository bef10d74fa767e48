import Stripe from 'stripe';
import {
  PaymentProviderError,
  type PaymentProvider,
  type PaymentSession,
  type PaymentSessionRequest,
} from '../../payments/payment-provider.port.js';

/**
 * The PaymentProvider on Stripe: the deposit is a Checkout Session on Stripe's own page, so no
 * card number reaches us. The session and its PaymentIntent both carry the site, the reservation
 * and its reference in their metadata: the webhook's events (stripe-webhook-events.ts) find the
 * reservation from them, and a dealer finds the reservation from Stripe's dashboard.
 */

/** Where the SDK sends its requests; tests point it at a local HTTP server, never the network. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeProviderOptions {
  secretKey: string;
  /** Stripe's own API unless given. */
  api?: StripeApiAddress | undefined;
  /** How long one request may take before it fails (and is retried by the SDK). */
  timeoutMs?: number | undefined;
  /** Retries of a failed request (network errors, 409, 5xx), with the same idempotency key. */
  maxNetworkRetries?: number | undefined;
}

export const STRIPE_TIMEOUT_MS = 20_000;
export const STRIPE_MAX_NETWORK_RETRIES = 2;

/** The metadata names both the session and its PaymentIntent carry. */
export const STRIPE_METADATA = {
  site: 'site',
  reservationId: 'reservation_id',
  reference: 'reference',
} as const;

/** A Stripe client for the secret key, pointed at `api` when given. */
export function createStripeClient(options: StripeProviderOptions): Stripe {
  return new Stripe(options.secretKey, {
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? STRIPE_MAX_NETWORK_RETRIES,
    telemetry: false,
    ...(options.api
      ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol }
      : {}),
  });
}

export function createStripePaymentProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createSession(request: PaymentSessionRequest): Promise<PaymentSession> {
      const metadata = {
        [STRIPE_METADATA.site]: request.siteSlug,
        [STRIPE_METADATA.reservationId]: request.reservationId,
        [STRIPE_METADATA.reference]: request.reference,
      };
      const session = await callStripe('open a checkout session', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.amountCents,
                  product_data: {
                    name: request.description,
                    description: `Paid to ${request.merchantName}, reference ${request.reference}`,
                  },
                },
              },
            ],
            customer_email: request.customerEmail,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
            client_reference_id: request.reservationId,
            metadata,
            payment_intent_data: {
              description: `${request.description} (${request.merchantName})`,
              metadata,
            },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!session.url) {
        throw new PaymentProviderError(
          `Stripe opened checkout session ${session.id} without a payment page address`,
          false,
        );
      }
      return { sessionId: session.id, paymentUrl: session.url };
    },

    async refund(paymentId: string, idempotencyKey: string): Promise<void> {
      await callStripe('refund the deposit', () =>
        stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey }),
      );
    },
  };
}

/** Runs one Stripe call; any failure becomes a PaymentProviderError saying what was tried. */
export async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toPaymentProviderError(what, error);
  }
}

/** Anything that looks like a Stripe key is cut out of a message before it travels on. */
const KEY_PATTERN = /\b(?:sk|rk|pk|whsec)_[A-Za-z0-9_*]+/g;
export const withoutKeys = (text: string): string => text.replace(KEY_PATTERN, '[key]');

function toPaymentProviderError(what: string, error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ? ` (HTTP ${error.statusCode})` : '';
    const code = error.code ? `, ${error.code}` : '';
    const retryable =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      (error.statusCode !== undefined && error.statusCode >= 500);
    return new PaymentProviderError(
      `Stripe could not ${what}${status}: ${error.type}${code}: ${withoutKeys(error.message)}`,
      retryable,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(`Stripe could not ${what}: ${withoutKeys(message)}`, true);
}
