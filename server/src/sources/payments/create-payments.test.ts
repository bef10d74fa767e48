import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { STRIPE_WEBHOOK_PATH } from '@forecourt/schema/reservations/checkout-paths';
import type { Site } from '@forecourt/tenants/site';
import type { PaymentEvent, PaymentEventHandler } from '../../payments/payment-provider.port.js';
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

  it('is the development provider without keys, and says so as a warning in production', async () => {
    const { lines, log } = recordingLog();
    const payments = createPaymentsFromEnv({
      onEvent: neverCalled,
      log,
      env: { NODE_ENV: 'production' },
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
});
