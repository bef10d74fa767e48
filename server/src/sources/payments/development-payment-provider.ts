import { randomBytes } from 'node:crypto';
import { testPaymentPath } from '@forecourt/schema/reservations/checkout-paths';
import {
  PaymentProviderError,
  type PaymentEvent,
  type PaymentEventHandler,
  type PaymentEventKind,
  type PaymentProvider,
  type PaymentSession,
  type PaymentSessionRequest,
} from '../../payments/payment-provider.port.js';
import {
  DEVELOPMENT_PAYMENT_PREFIX,
  DevelopmentPaymentTokens,
  tokenDigest,
  type DevelopmentPaymentSession,
} from './development-payment-token.js';

/**
 * The development provider: the default when no Stripe keys are set. The shopper is sent to our
 * own, clearly marked test payment page (test-payment-page.ts) whose buttons walk the same states
 * Stripe's do: paid, cancelled, and refunded when the dealer refunds. No money moves and no card
 * is asked for. Nothing is kept in memory: the session id is the signed session itself, and the
 * payment id carries it too, so every replica sharing the secret serves the page and refunds.
 */

/** The secret's source is the lead forms' (every replica shares it); else one per process. */
export const DEVELOPMENT_PAYMENT_SECRET_ENV = 'FORECOURT_FORM_SECRET';

export function developmentPaymentTokensFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): DevelopmentPaymentTokens {
  const configured = env[DEVELOPMENT_PAYMENT_SECRET_ENV]?.trim();
  // Distinct from the lead forms' key, though derived from the same secret.
  return new DevelopmentPaymentTokens(
    `development-payments:${configured || randomBytes(32).toString('hex')}`,
  );
}

/** The event of `kind` for a session: its id derived from the token, so a repeat is the same event. */
export function developmentPaymentEvent(
  token: string,
  session: DevelopmentPaymentSession,
  kind: PaymentEventKind,
  occurredAt: Date,
): PaymentEvent {
  return {
    provider: 'development',
    eventId: `devevt_${kind}_${tokenDigest(token)}`,
    kind,
    siteSlug: session.siteSlug,
    reservationId: session.reservationId,
    sessionId: token,
    paymentId: kind === 'paid' || kind === 'refunded' ? developmentPaymentId(token) : undefined,
    occurredAt,
  };
}

export const developmentPaymentId = (token: string): string =>
  `${DEVELOPMENT_PAYMENT_PREFIX}${token}`;

export interface DevelopmentPaymentProviderOptions {
  tokens: DevelopmentPaymentTokens;
  /** Called per refund, so the reservations may be bound after the provider is built. */
  onEvent: PaymentEventHandler;
  now?: () => Date;
}

export function createDevelopmentPaymentProvider({
  tokens,
  onEvent,
  now = () => new Date(),
}: DevelopmentPaymentProviderOptions): PaymentProvider {
  return {
    name: 'development',
    createSession(request: PaymentSessionRequest): Promise<PaymentSession> {
      const token = tokens.issue(request);
      // The test page is served by the site the shopper came from: the success page's origin.
      const origin = new URL(request.successUrl).origin;
      return Promise.resolve({
        sessionId: token,
        paymentUrl: `${origin}${testPaymentPath(token)}`,
      });
    },

    /**
     * As Stripe does when a dealer refunds: the refund is announced as an event. Its id comes from
     * the payment, so refunding twice (whatever the key) refunds once.
     */
    async refund(paymentId: string): Promise<void> {
      const token = paymentId.startsWith(DEVELOPMENT_PAYMENT_PREFIX)
        ? paymentId.slice(DEVELOPMENT_PAYMENT_PREFIX.length)
        : '';
      const read = tokens.read(token);
      if (!read.ok) {
        throw new PaymentProviderError(
          'The development provider cannot refund this payment: it did not take it',
          false,
        );
      }
      await onEvent(developmentPaymentEvent(token, read.session, 'refunded', now()));
    },
  };
}
