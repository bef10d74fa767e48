import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentProviderError,
  type PaymentSessionRequest,
} from '../../payments/payment-provider.port.js';
import {
  createStripeClient,
  createStripePaymentProvider,
  withoutKeys,
} from './stripe-payment-provider.js';
import { DEV_REQUEST } from './testing/development-payment-request.js';
import { startFakeStripeApi, type FakeStripeApi } from './testing/fake-stripe-api.js';

const SECRET_KEY = 'sk_test_51SecretKeyThatMustNeverLeak0123456789';

/** The deposit request the other payment tests use, on a site served over https. */
const request: PaymentSessionRequest = {
  ...DEV_REQUEST,
  successUrl: 'https://coastal.example/reservations/6f1c8a52-3b7e-4e0f-9d55-0c2a7a1e9b10',
  cancelUrl: 'https://coastal.example/cars/corolla/checkout?payment=cancelled',
  idempotencyKey: 'reserve-6f1c8a52',
};

describe('the Stripe payment provider (its SDK against a local Stripe API)', () => {
  let api: FakeStripeApi;
  beforeAll(async () => {
    api = await startFakeStripeApi(() => ({ status: 404, body: {} }));
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.requests.length = 0;
  });

  const provider = () =>
    createStripePaymentProvider(
      createStripeClient({ secretKey: SECRET_KEY, api: api.address, maxNetworkRetries: 0 }),
    );

  it('opens a Checkout Session for the deposit, with the reservation in its metadata', async () => {
    api.answerWith(() => ({
      status: 200,
      body: {
        id: 'cs_test_a1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
      },
    }));
    const session = await provider().createSession(request);
    expect(session).toEqual({
      sessionId: 'cs_test_a1',
      paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1',
    });
    expect(api.requests).toHaveLength(1);
    const [sent] = api.requests;
    expect(sent!.method).toBe('POST');
    expect(sent!.path).toBe('/v1/checkout/sessions');
    expect(sent!.headers['authorization']).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent!.headers['idempotency-key']).toBe('reserve-6f1c8a52');
    const form = Object.fromEntries(sent!.form);
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '20000',
      'line_items[0][price_data][product_data][name]': request.description,
      customer_email: 'sam@example.com',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: String(Date.parse('2026-11-01T01:00:00.000Z') / 1000),
      client_reference_id: request.reservationId,
      'metadata[site]': 'coastal-motor-group',
      'metadata[reservation_id]': request.reservationId,
      'metadata[reference]': 'K7Q2M9XA',
      'payment_intent_data[metadata][site]': 'coastal-motor-group',
      'payment_intent_data[metadata][reservation_id]': request.reservationId,
      'payment_intent_data[metadata][reference]': 'K7Q2M9XA',
    });
    expect(form['line_items[0][price_data][product_data][description]']).toContain(
      'Coastal Motor Group',
    );
  });

  it('refunds the PaymentIntent in full with the idempotency key', async () => {
    api.answerWith(() => ({ status: 200, body: { id: 're_1', object: 'refund' } }));
    await provider().refund('pi_123', 'refund-6f1c8a52');
    const [sent] = api.requests;
    expect(sent!.path).toBe('/v1/refunds');
    expect(sent!.headers['idempotency-key']).toBe('refund-6f1c8a52');
    expect(Object.fromEntries(sent!.form)).toEqual({ payment_intent: 'pi_123' });
  });

  it('turns a refusal into one clear error that never carries the key', async () => {
    api.answerWith(() => ({
      status: 401,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${SECRET_KEY}`,
        },
      },
    }));
    const failure = await provider()
      .createSession(request)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    const { message, retryable } = failure as PaymentProviderError;
    expect(message).toMatch(/^Stripe could not open a checkout session \(HTTP 401\)/);
    expect(message).not.toContain('sk_test_');
    expect(retryable).toBe(false);
  });

  it('calls a server error retryable', async () => {
    api.answerWith(() => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'Something went wrong' } },
    }));
    const failure = await provider()
      .refund('pi_1', 'k')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect((failure as PaymentProviderError).retryable).toBe(true);
  });

  it('names a session without a payment page as a failure', async () => {
    api.answerWith(() => ({
      status: 200,
      body: { id: 'cs_test_b', object: 'checkout.session', url: null },
    }));
    await expect(provider().createSession(request)).rejects.toThrow(/without a payment page/);
  });

  it('cuts keys out of any message', () => {
    expect(withoutKeys('key sk_live_abc123 and whsec_XYZ and rk_test_9')).toBe(
      'key [key] and [key] and [key]',
    );
  });
});
