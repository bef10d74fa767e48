import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { STRIPE_WEBHOOK_PATH } from '@forecourt/schema/reservations/checkout-paths';
import type { Site } from '@forecourt/tenants/site';
import { createNodeServer } from '../../http/node-server.js';
import type { PaymentEvent, PaymentEventOutcome } from '../../payments/payment-provider.port.js';
import { createStripeClient } from './stripe-payment-provider.js';
import { MAX_STRIPE_EVENT_BYTES, stripeWebhookRoute } from './stripe-webhook-route.js';
import { startFakeStripeApi, type FakeStripeApi } from './testing/fake-stripe-api.js';
import { chunkedBody, STREAMED } from '../../http/testing/chunked-body.js';

const WEBHOOK_SECRET = 'whsec_test_secret_of_the_endpoint';
const SITE = 'coastal-motor-group';
const RESERVATION = '6f1c8a52-3b7e-4e0f-9d55-0c2a7a1e9b10';
const METADATA = { site: SITE, reservation_id: RESERVATION, reference: 'K7Q2M9XA' };
const CREATED = 1_790_000_000;

function stripeEvent(id: string, type: string, object: Record<string, unknown>) {
  return {
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: CREATED,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

const checkoutSession = (extra: Record<string, unknown> = {}) => ({
  id: 'cs_test_a1',
  object: 'checkout.session',
  payment_status: 'paid',
  payment_intent: 'pi_1',
  client_reference_id: RESERVATION,
  metadata: METADATA,
  ...extra,
});

describe('the Stripe webhook route, over a local HTTP server', () => {
  let api: FakeStripeApi;
  let server: Server;
  let base: string;
  let site: Site;
  const received: PaymentEvent[] = [];
  let outcome: () => Promise<PaymentEventOutcome> = () => Promise.resolve('applied');
  const warnings: unknown[] = [];
  const errors: unknown[] = [];
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    [site] = (await loadDemoSites()).filter((s) => s.config.slug === SITE) as [Site];
    api = await startFakeStripeApi(() => ({ status: 404, body: {} }));
    const route = stripeWebhookRoute({
      stripe: createStripeClient({
        secretKey: 'sk_test_route',
        api: api.address,
        maxNetworkRetries: 0,
      }),
      webhookSecret: WEBHOOK_SECRET,
      onEvent: (event) => {
        received.push(event);
        return outcome();
      },
      log: {
        warn: (...args: unknown[]) => void warnings.push(args),
        error: (...args: unknown[]) => void errors.push(args),
      } as never,
    });
    server = createNodeServer(
      async (request) => (await route(request, site)) ?? new Response('none', { status: 404 }),
      { log: { error: () => undefined } as never },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
  });
  beforeEach(() => {
    received.length = 0;
    warnings.length = 0;
    errors.length = 0;
    api.requests.length = 0;
    outcome = () => Promise.resolve('applied');
  });

  function post(body: string, signature: string | null, headers: Record<string, string> = {}) {
    return fetch(`${base}${STRIPE_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'coastal-motor-group.localhost',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
        ...headers,
      },
      body,
    });
  }
  const signed = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    signer.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp === undefined ? {} : { timestamp }),
    });
  const sendSigned = (event: object) => {
    const payload = JSON.stringify(event, null, 2);
    return post(payload, signed(payload));
  };

  it('hands a paid checkout session to the handler as paid, with its PaymentIntent', async () => {
    const response = await sendSigned(
      stripeEvent('evt_paid', 'checkout.session.completed', checkoutSession()),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, outcome: 'applied' });
    expect(received).toEqual([
      {
        provider: 'stripe',
        eventId: 'evt_paid',
        kind: 'paid',
        siteSlug: SITE,
        reservationId: RESERVATION,
        sessionId: 'cs_test_a1',
        paymentId: 'pi_1',
        occurredAt: new Date(CREATED * 1000),
      },
    ]);
  });

  it('takes a delayed payment when it succeeds, not when the session completes unpaid', async () => {
    await sendSigned(
      stripeEvent(
        'evt_unpaid',
        'checkout.session.completed',
        checkoutSession({ payment_status: 'unpaid' }),
      ),
    );
    expect(received).toEqual([]);
    const response = await sendSigned(
      stripeEvent('evt_async', 'checkout.session.async_payment_succeeded', checkoutSession()),
    );
    expect(response.status).toBe(200);
    expect(received.map((event) => [event.eventId, event.kind])).toEqual([['evt_async', 'paid']]);
  });

  it('reads an expired session as expired', async () => {
    await sendSigned(
      stripeEvent(
        'evt_expired',
        'checkout.session.expired',
        checkoutSession({ payment_status: 'unpaid', payment_intent: null }),
      ),
    );
    expect(received).toMatchObject([{ kind: 'expired', sessionId: 'cs_test_a1' }]);
    expect(received[0]!.paymentId).toBeUndefined();
  });

  it('reads a full refund, finding the reservation from the PaymentIntent and its session', async () => {
    api.answerWith((request) => {
      if (request.path === '/v1/payment_intents/pi_1') {
        return {
          status: 200,
          body: { id: 'pi_1', object: 'payment_intent', metadata: METADATA },
        };
      }
      if (
        request.path === '/v1/checkout/sessions' &&
        request.query.get('payment_intent') === 'pi_1'
      ) {
        return {
          status: 200,
          body: {
            object: 'list',
            url: '/v1/checkout/sessions',
            has_more: false,
            data: [checkoutSession()],
          },
        };
      }
      return { status: 404, body: { error: { type: 'invalid_request_error', message: 'no' } } };
    });
    const charge = {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_1',
      refunded: true,
      metadata: {},
    };
    const response = await sendSigned(stripeEvent('evt_refund', 'charge.refunded', charge));
    expect(response.status).toBe(200);
    expect(received).toMatchObject([
      {
        kind: 'refunded',
        eventId: 'evt_refund',
        siteSlug: SITE,
        reservationId: RESERVATION,
        sessionId: 'cs_test_a1',
        paymentId: 'pi_1',
      },
    ]);
    expect(api.requests.map((request) => request.path)).toEqual([
      '/v1/payment_intents/pi_1',
      '/v1/checkout/sessions',
    ]);
  });

  it('reads the reservation from the charge itself when it carries the metadata', async () => {
    api.answerWith((request) =>
      request.path === '/v1/checkout/sessions'
        ? {
            status: 200,
            body: {
              object: 'list',
              url: '/v1/checkout/sessions',
              has_more: false,
              data: [checkoutSession()],
            },
          }
        : { status: 404, body: { error: { type: 'invalid_request_error', message: 'no' } } },
    );
    const charge = {
      id: 'ch_4',
      object: 'charge',
      payment_intent: 'pi_1',
      refunded: true,
      metadata: METADATA,
    };
    const response = await sendSigned(stripeEvent('evt_refund_meta', 'charge.refunded', charge));
    expect(response.status).toBe(200);
    expect(received).toMatchObject([
      { kind: 'refunded', reservationId: RESERVATION, sessionId: 'cs_test_a1' },
    ]);
    expect(api.requests.map((request) => request.path)).toEqual(['/v1/checkout/sessions']);
  });

  it('leaves a partial refund alone', async () => {
    const charge = { id: 'ch_2', object: 'charge', payment_intent: 'pi_1', refunded: false };
    const response = await sendSigned(stripeEvent('evt_partial', 'charge.refunded', charge));
    expect(response.status).toBe(200);
    expect(received).toEqual([]);
    expect(api.requests).toEqual([]);
  });

  it('answers 200 to an event type it does not handle, and to sessions not of ours', async () => {
    const unknownType = await sendSigned(
      stripeEvent('evt_customer', 'customer.created', { id: 'cus_1', object: 'customer' }),
    );
    expect(unknownType.status).toBe(200);
    expect(await unknownType.json()).toMatchObject({ outcome: 'ignored' });
    const foreign = await sendSigned(
      stripeEvent(
        'evt_other_app',
        'checkout.session.completed',
        checkoutSession({ metadata: {}, client_reference_id: null }),
      ),
    );
    expect(foreign.status).toBe(200);
    expect(received).toEqual([]);
  });

  it('refuses a tampered body with 400 and never hands it on', async () => {
    const payload = JSON.stringify(
      stripeEvent('evt_tampered', 'checkout.session.completed', checkoutSession()),
    );
    const signature = signed(payload);
    const response = await post(payload.replace('"paid"', '"paid" '), signature);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^The Stripe-Signature did not verify/);
    expect(received).toEqual([]);
  });

  it('refuses an event signed with another secret, an old one, and one without a signature', async () => {
    const payload = JSON.stringify(
      stripeEvent('evt_forged', 'checkout.session.completed', checkoutSession()),
    );
    const wrongSecret = await post(payload, signed(payload, 'whsec_someone_else'));
    const stale = await post(
      payload,
      signed(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 10 * 60),
    );
    const unsigned = await post(payload, null);
    expect([wrongSecret.status, stale.status, unsigned.status]).toEqual([400, 400, 400]);
    expect(await stale.text()).toMatch(/tolerance/i);
    expect(await unsigned.text()).toMatch(/missing/);
    expect(received).toEqual([]);
    expect(warnings).toHaveLength(3);
  });

  it('hands a repeated event on each time (the desk recognises it) and answers 200 both times', async () => {
    const payload = JSON.stringify(
      stripeEvent('evt_twice', 'checkout.session.completed', checkoutSession()),
    );
    outcome = () => Promise.resolve('applied');
    const first = await post(payload, signed(payload));
    const second = await post(payload, signed(payload));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(received.map((event) => event.eventId)).toEqual(['evt_twice', 'evt_twice']);
  });

  it('answers 503 without details when the handler fails, so Stripe retries', async () => {
    outcome = () => Promise.reject(new Error('records down at /srv/secret/path'));
    const response = await sendSigned(
      stripeEvent('evt_retry', 'checkout.session.completed', checkoutSession()),
    );
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(body).not.toMatch(/records down|\/srv|Error/);
    expect(errors).toHaveLength(1);
  });

  it('answers 503 when Stripe cannot be asked about a refund', async () => {
    api.answerWith(() => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'down' } },
    }));
    const charge = {
      id: 'ch_3',
      object: 'charge',
      payment_intent: 'pi_9',
      refunded: true,
      metadata: {},
    };
    const response = await sendSigned(stripeEvent('evt_refund_later', 'charge.refunded', charge));
    expect(response.status).toBe(503);
    expect(received).toEqual([]);
  });

  it('refuses a body over the limit with 413, and other methods with 405', async () => {
    const huge = 'x'.repeat(MAX_STRIPE_EVENT_BYTES + 1);
    const tooLarge = await post(huge, signed(huge));
    expect(tooLarge.status).toBe(413);
    // Sent chunked, without a length: refused as it passes the limit, read no further.
    const unannounced = chunkedBody(20_000_000);
    const streamed = await fetch(`${base}${STRIPE_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'coastal-motor-group.localhost' },
      body: unannounced.stream,
      ...STREAMED,
    });
    expect(streamed.status).toBe(413);
    expect(unannounced.pulled()).toBeLessThan(20_000_000);
    const get = await fetch(`${base}${STRIPE_WEBHOOK_PATH}`, {
      headers: { host: 'coastal-motor-group.localhost' },
    });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});
