import type { SiteRoute } from '../../http/app.js';
import type { logger } from '../../logger.js';
import type { PaymentEventHandler, PaymentProvider } from '../../payments/payment-provider.port.js';
import type { PaymentProviderName } from '../../reservations/reservation.types.js';
import {
  createDevelopmentPaymentProvider,
  developmentPaymentTokensFromEnv,
} from './development-payment-provider.js';
import {
  createStripeClient,
  createStripePaymentProvider,
  type StripeApiAddress,
} from './stripe-payment-provider.js';
import { stripeWebhookRoute } from './stripe-webhook-route.js';
import { testPaymentPageRoute } from './test-payment-page.js';
import { createUnconfiguredPaymentProvider } from './unconfigured-payment-provider.js';

/**
 * The payment provider the environment asks for, and the routes it answers on: Stripe with
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (its webhook), else the development provider (its
 * test payment page), in production too (the browser tests run a production build), with a
 * warning that no money moves.
 */

export const STRIPE_SECRET_KEY_ENV = 'STRIPE_SECRET_KEY';
export const STRIPE_WEBHOOK_SECRET_ENV = 'STRIPE_WEBHOOK_SECRET';
/** `on`: a production server without Stripe keys takes test deposits on the development page. */
export const TEST_PAYMENTS_ENV = 'FORECOURT_TEST_PAYMENTS';

export interface Payments {
  provider: PaymentProvider;
  /** The composition root hands these to the app's `siteRoutes`. */
  routes: SiteRoute[];
  name: PaymentProviderName;
}

export interface PaymentsFromEnvOptions {
  /**
   * Where payment events go: the reservation desk's `handlePaymentEvent`. Called per event only,
   * so it may be a function that reaches a desk built after this (which needs the provider).
   */
  onEvent: PaymentEventHandler;
  log: Pick<typeof logger, 'error' | 'warn' | 'info'>;
  env?: NodeJS.ProcessEnv;
  /** Stripe's own API unless given (tests point it at a local server). */
  stripeApi?: StripeApiAddress | undefined;
  now?: () => Date;
}

export function createPaymentsFromEnv({
  onEvent,
  log,
  env = process.env,
  stripeApi,
  now,
}: PaymentsFromEnvOptions): Payments {
  const secretKey = env[STRIPE_SECRET_KEY_ENV]?.trim();
  const webhookSecret = env[STRIPE_WEBHOOK_SECRET_ENV]?.trim();
  if (secretKey && !webhookSecret) {
    throw new Error(
      `${STRIPE_WEBHOOK_SECRET_ENV} is not set: with ${STRIPE_SECRET_KEY_ENV}, Stripe's events can only be verified with the webhook endpoint's signing secret (whsec_…)`,
    );
  }
  if (webhookSecret && !secretKey) {
    throw new Error(
      `${STRIPE_SECRET_KEY_ENV} is not set: with ${STRIPE_WEBHOOK_SECRET_ENV}, deposits need the Stripe account's secret key (sk_…) too`,
    );
  }
  if (secretKey && webhookSecret) {
    const stripe = createStripeClient({ secretKey, api: stripeApi });
    log.info('Payments: Stripe');
    return {
      provider: createStripePaymentProvider(stripe),
      routes: [stripeWebhookRoute({ stripe, webhookSecret, onEvent, log })],
      name: 'stripe',
    };
  }

  const production = env.NODE_ENV === 'production';
  if (production && env[TEST_PAYMENTS_ENV]?.trim() !== 'on') {
    log.error(
      `Payments: none. Reserving and online deposits are refused: set ${STRIPE_SECRET_KEY_ENV} and ${STRIPE_WEBHOOK_SECRET_ENV}, or ${TEST_PAYMENTS_ENV}=on for test payments where no money moves`,
    );
    return { provider: createUnconfiguredPaymentProvider(), routes: [], name: 'none' };
  }
  const tokens = developmentPaymentTokensFromEnv(env);
  const message = `Payments: the development provider (no ${STRIPE_SECRET_KEY_ENV} set): deposits are taken on a marked test page and no money moves`;
  if (production) log.warn(message);
  else log.info(message);
  return {
    provider: createDevelopmentPaymentProvider({ tokens, onEvent, now }),
    routes: [testPaymentPageRoute({ tokens, onEvent, log, now })],
    name: 'development',
  };
}
