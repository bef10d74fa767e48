import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { STRIPE_WEBHOOK_PATH } from '@forecourt/schema/reservations/checkout-paths';
import type { Site } from '@forecourt/tenants/site';
import type { PaymentEvent, PaymentEventHandler } from '../../payments/payment-provider.port.js';
import { createApp } from '../../http/app.js';
import { createTestPlatform } from '../../testing/test-platform.js';
import { createPaymentsFromEnv } from './create-payments.js';
import { DEV_REQUEST } from './testing/development-payment-request.js';
import { startFakeStripeApi, type FakeStripeApi } from './testing/fake-stripe-api.js';

function recordingLog() {
  const lines: { level: string; message: unknown }[] = [];
  const at = (level: string) => (message: unknown) => void lines.push({ level, message });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } as never };
}
/** A clock inside the test session's payment window. */
const now = () => new Date(DEV_REQUEST.expiresAt.getTime() - 60_000);
const neverCalled: PaymentEventHandler = () => Promise.reject(new Error('not expected'));

describe('createPaymentsFromEnv', () => {
  let coastal: Site;
  let api: FakeStripeApi;
  beforeAll(async () => {
    coastal = (await loadDemoSites()).find((site) => site.config.slug === 'coastal-motor-group')!;
    api = await startFakeStripeApi(() => ({
      status: 200,
      body: { id: 'cs_test_x', object: 'checkout.session', url: 'https://checkout.stripe.com/x' },
    }));
  });
  afterAll(() => api.close());

  it('takes no deposit in production without keys or consent to test payments', async () => {
    const { lines, log } = recordingLog();
    const payments = createPaymentsFromEnv({
      onEvent: neverCalled,
      log,
      env: { NODE_ENV: 'production' },
      now,
    });
    expect(payments.name).toBe('none');
    expect(payments.routes).toEqual([]);
    expect(lines).toMatchObject([
      { level: 'error', message: expect.stringMatching(/FORECOURT_TEST_PAYMENTS=on/) },
    ]);
    await expect(payments.provider.createSession(DEV_REQUEST)).rejects.toMatchObject({
      name: 'PaymentProviderError',
      retryable: false,
    });
  });

  it('is the development provider without keys, and says so as a warning in production', async () => {
    const { lines, log } = recordingLog();
    const payments = createPaymentsFromEnv({
      onEvent: neverCalled,
      log,
      env: { NODE_ENV: 'production', FORECOURT_TEST_PAYMENTS: 'on' },
      now,
    });
    expect(payments.name).toBe('development');
    expect(payments.provider.name).toBe('development');
    expect(lines).toMatchObject([
      { level: 'warn', message: expect.stringMatching(/no money moves/) },
    ]);
    const session = await payments.provider.createSession(DEV_REQUEST);
    const page = await payments.routes[0]!(new Request(session.paymentUrl), coastal);
    expect(page?.status).toBe(200);
  });

  it('binds the event handler late: the one given is called per event only', async () => {
    let desk: PaymentEventHandler | null = null;
    const payments = createPaymentsFromEnv({
      onEvent: (event) => desk!(event),
      log: recordingLog().log,
      env: {},
      now,
    });
    const seen: PaymentEvent[] = [];
    desk = (event) => {
      seen.push(event);
      return Promise.resolve('applied');
    };
    const { paymentUrl } = await payments.provider.createSession(DEV_REQUEST);
    const origin = new URL(paymentUrl).origin;
    const pressed = await payments.routes[0]!(
      new Request(paymentUrl, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
      }),
      coastal,
    );
    expect(pressed?.status).toBe(303);
    expect(seen.map((event) => event.kind)).toEqual(['paid']);
  });

  it('is Stripe with both keys, answering on the webhook path', async () => {
    const { lines, log } = recordingLog();
    const payments = createPaymentsFromEnv({
      onEvent: neverCalled,
      log,
      env: { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      stripeApi: api.address,
    });
    expect(payments.name).toBe('stripe');
    expect(payments.provider.name).toBe('stripe');
    expect(lines.some((line) => JSON.stringify(line).includes('sk_test_abc'))).toBe(false);
    const session = await payments.provider.createSession(DEV_REQUEST);
    expect(session.sessionId).toBe('cs_test_x');
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: {} },
    });
    const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_abc',
    });
    const answered = await payments.routes[0]!(
      new Request(`http://coastal-motor-group.localhost${STRIPE_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'stripe-signature': signature },
        body: payload,
      }),
      coastal,
    );
    expect(answered?.status).toBe(200);
  });

  it('refuses to start with one Stripe key without the other, naming the missing one', () => {
    const log = recordingLog().log;
    expect(() =>
      createPaymentsFromEnv({ onEvent: neverCalled, log, env: { STRIPE_SECRET_KEY: 'sk_test_a' } }),
    ).toThrow(/^STRIPE_WEBHOOK_SECRET is not set/);
    expect(() =>
      createPaymentsFromEnv({
        onEvent: neverCalled,
        log,
        env: { STRIPE_WEBHOOK_SECRET: 'whsec_a' },
      }),
    ).toThrow(/^STRIPE_SECRET_KEY is not set/);
  });

  it('answers through the app, after its own routes: the webhook and the test page', async () => {
    const platform = await createTestPlatform(20);
    try {
      const seen: PaymentEvent[] = [];
      const stripe = createPaymentsFromEnv({
        onEvent: (event) => {
          seen.push(event);
          return Promise.resolve('applied');
        },
        log: recordingLog().log,
        env: { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
        stripeApi: api.address,
      });
      const development = createPaymentsFromEnv({
        onEvent: neverCalled,
        log: recordingLog().log,
        env: {},
        now,
      });
      const app = createApp({
        registry: platform.registry,
        stockSearch: platform.stockSearch,
        yoga: platform.yoga,
        siteRoutes: [...stripe.routes, ...development.routes],
      });
      const payload = JSON.stringify({
        id: 'evt_app',
        object: 'event',
        type: 'checkout.session.completed',
        created: 1,
        data: {
          object: {
            id: 'cs_app',
            object: 'checkout.session',
            payment_status: 'paid',
            payment_intent: 'pi_app',
            metadata: { site: 'coastal-motor-group', reservation_id: 'r1', reference: 'REF' },
          },
        },
      });
      const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_abc',
      });
      const webhook = await app(
        new Request(`http://coastal-motor-group.localhost${STRIPE_WEBHOOK_PATH}`, {
          method: 'POST',
          headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
          body: payload,
        }),
      );
      expect(webhook.status).toBe(200);
      expect(seen.map((event) => [event.eventId, event.kind, event.sessionId])).toEqual([
        ['evt_app', 'paid', 'cs_app'],
      ]);
      const { paymentUrl } = await development.provider.createSession(DEV_REQUEST);
      const page = await app(new Request(paymentUrl.replace(':4000', '')));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await platform.close();
    }
  });
});
