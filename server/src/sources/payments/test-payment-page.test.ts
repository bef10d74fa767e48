import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { TEST_PAYMENT_PATH, testPaymentPath } from '@forecourt/schema/reservations/checkout-paths';
import type { Site } from '@forecourt/tenants/site';
import type { SiteRoute } from '../../http/app.js';
import type { PaymentEvent, PaymentEventOutcome } from '../../payments/payment-provider.port.js';
import { DEV_REQUEST } from './testing/development-payment-request.js';
import { DevelopmentPaymentTokens } from './development-payment-token.js';
import {
  DECLINED_MESSAGE,
  TEST_PAYMENT_BANNER,
  testPaymentPageRoute,
} from './test-payment-page.js';

const ORIGIN = 'http://coastal-motor-group.localhost:4000';
const BEFORE_EXPIRY = new Date(DEV_REQUEST.expiresAt.getTime() - 60_000);

describe('the test payment page', () => {
  let coastal: Site;
  let northside: Site;
  const tokens = new DevelopmentPaymentTokens('page-secret');
  const events: PaymentEvent[] = [];
  let outcome: () => Promise<PaymentEventOutcome>;
  let now = BEFORE_EXPIRY;
  let route: SiteRoute;
  const token = tokens.issue(DEV_REQUEST);

  beforeAll(async () => {
    const sites = await loadDemoSites();
    coastal = sites.find((site) => site.config.slug === 'coastal-motor-group')!;
    northside = sites.find((site) => site.config.slug === 'northside-used-cars')!;
    route = testPaymentPageRoute({
      tokens,
      onEvent: (event) => {
        events.push(event);
        return outcome();
      },
      log: { error: () => undefined } as never,
      now: () => now,
    });
  });
  beforeEach(() => {
    events.length = 0;
    outcome = () => Promise.resolve('applied');
    now = BEFORE_EXPIRY;
  });

  async function open(path = testPaymentPath(token), site = coastal) {
    const response = await route(new Request(`${ORIGIN}${path}`), site);
    if (!response) throw new Error('the route did not answer');
    return { response, html: await response.text() };
  }
  async function press(
    action: string,
    headers: Record<string, string> = { origin: ORIGIN },
    path = testPaymentPath(token),
  ) {
    const response = await route(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ action }).toString(),
      }),
      coastal,
    );
    if (!response) throw new Error('the route did not answer');
    return response;
  }

  it('shows who is paid, for what, how much and the reference, under a test banner', async () => {
    const { response, html } = await open();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(new RegExp(`<div role="note"[^>]*>\\s*<p[^>]*>${TEST_PAYMENT_BANNER}`));
    expect(html).toContain('<h1>Pay the deposit</h1>');
    expect(html).toContain('<dd>Coastal Motor Group</dd>');
    expect(html).toContain(`<dd>${DEV_REQUEST.description}</dd>`);
    expect(html).toContain('$200.00');
    expect(html).toContain('<dd>K7Q2M9XA</dd>');
    expect(html).toContain('>Pay $200.00 (test)</button>');
    expect(html).toContain('>Cancel and return</button>');
    expect(html).toContain('>Decline card (test)</button>');
    expect(html).not.toContain('<script');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)![1]!;
    expect(html).toContain(`<style nonce="${nonce}">`);
  });

  it('pays: the reservation hears a paid event, the shopper goes to the success page', async () => {
    const response = await press('pay');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(DEV_REQUEST.successUrl);
    expect(events).toMatchObject([
      {
        provider: 'development',
        kind: 'paid',
        siteSlug: 'coastal-motor-group',
        reservationId: DEV_REQUEST.reservationId,
        sessionId: token,
        occurredAt: BEFORE_EXPIRY,
      },
    ]);
    expect(events[0]!.paymentId).toMatch(/^devpay_/);
    expect(events[0]!.eventId).toMatch(/^devevt_paid_/);
  });

  it('cancels: a cancelled event, and back to the reserve page', async () => {
    const response = await press('cancel');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(DEV_REQUEST.cancelUrl);
    expect(events.map((event) => event.kind)).toEqual(['cancelled']);
  });

  it('declines: the page again with an alert, and nothing happens', async () => {
    const response = await press('decline');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<p role="alert" class="alert">${DECLINED_MESSAGE}`);
    expect(html).toContain('>Pay $200.00 (test)</button>');
    expect(events).toEqual([]);
  });

  it('says so when the reservation can no longer be paid', async () => {
    outcome = () => Promise.resolve('ignored');
    const response = await press('pay');
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain('can no longer be paid');
    expect(html).not.toContain('<button');
  });

  it('keeps the page when the payment cannot be recorded now', async () => {
    outcome = () => Promise.reject(new Error('records down'));
    const response = await press('pay');
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain('records down');
  });

  it('refuses a press from another website with 403', async () => {
    const crossSite = await press('pay', { origin: 'https://evil.example' });
    const fetchSite = await press('pay', { 'sec-fetch-site': 'cross-site' });
    expect([crossSite.status, fetchSite.status]).toEqual([403, 403]);
    expect(events).toEqual([]);
  });

  it('refuses an unknown button with 400 naming the field', async () => {
    const response = await press('refund');
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^action: must be one of pay, cancel, decline/);
  });

  it('answers 404 to another site’s, a forged and a malformed session', async () => {
    const otherSite = await open(testPaymentPath(token), northside);
    const forged = await open(testPaymentPath(`${token.slice(0, -2)}xx`));
    const malformed = await open(`${TEST_PAYMENT_PATH}/%E0%A4%A`);
    const pressedForged = await press('pay', { origin: ORIGIN }, testPaymentPath('abc.def'));
    expect([otherSite, forged, malformed].map(({ response }) => response.status)).toEqual([
      404, 404, 404,
    ]);
    expect(forged.html).toContain('<h1>Payment not found</h1>');
    expect(pressedForged.status).toBe(404);
    expect(events).toEqual([]);
  });

  it('answers 410 with a way back to the car once the session has expired', async () => {
    now = DEV_REQUEST.expiresAt;
    const { response, html } = await open();
    expect(response.status).toBe(410);
    expect(html).toContain(`href="${ORIGIN}/cars/2021-toyota-corolla"`);
    const pressed = await press('pay');
    expect(pressed.status).toBe(410);
    expect(events).toEqual([]);
  });

  it('leaves other paths alone', async () => {
    expect(await route(new Request(`${ORIGIN}/payments/testing`), coastal)).toBeNull();
    expect(await route(new Request(`${ORIGIN}/`), coastal)).toBeNull();
  });
});
