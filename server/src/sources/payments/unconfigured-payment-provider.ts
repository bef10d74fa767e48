import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../payments/payment-provider.port.js';

/**
 * The provider of a production server that has neither Stripe's keys nor the operator's consent
 * to the development provider. The development provider's test page "pays" without money, so on
 * a public server anyone could hold every car of a yard for the site's hold hours; instead every
 * deposit is refused as payments unavailable (the shopper is told nothing was charged, and the
 * reservation the desk opened for it is cancelled at once).
 */

export const PAYMENTS_NOT_SET_UP =
  'online deposits are not set up on this server (no Stripe keys, and test payments are not allowed in production)';

export function createUnconfiguredPaymentProvider(): PaymentProvider {
  return {
    name: 'none',
    createSession: () => Promise.reject(new PaymentProviderError(PAYMENTS_NOT_SET_UP, false)),
    refund: () => Promise.reject(new PaymentProviderError(PAYMENTS_NOT_SET_UP, false)),
  };
}
