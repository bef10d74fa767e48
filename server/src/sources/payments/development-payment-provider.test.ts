import { describe, expect, it } from 'vitest';
import { TEST_PAYMENT_PATH } from '@forecourt/schema/reservations/checkout-paths';
import { PaymentProviderError, type PaymentEvent } from '../../payments/payment-provider.port.js';
import {
  createDevelopmentPaymentProvider,
  developmentPaymentEvent,
  developmentPaymentId,
  developmentPaymentTokensFromEnv,
} from './development-payment-provider.js';
import { DevelopmentPaymentTokens } from './development-payment-token.js';
import { DEV_REQUEST } from './testing/development-payment-request.js';

const NOW = new Date('2026-11-01T00:30:00.000Z');

function provider(tokens = new DevelopmentPaymentTokens('secret-one')) {
  const events: PaymentEvent[] = [];
  const payments = createDevelopmentPaymentProvider({
    tokens,
    onEvent: (event) => {
      events.push(event);
      return Promise.resolve('applied');
    },
    now: () => NOW,
  });
  return { payments, events, tokens };
}

describe('the development payment provider', () => {
  it('opens a session whose id is the signed session, paid on the site’s own test page', async () => {
    const { payments, tokens } = provider();
    const session = await payments.createSession(DEV_REQUEST);
    expect(session.paymentUrl).toBe(
      `http://coastal-motor-group.localhost:4000${TEST_PAYMENT_PATH}/${session.sessionId}`,
    );
    const read = tokens.read(session.sessionId, 'coastal-motor-group');
    expect(read).toEqual({
      ok: true,
      session: {
        siteSlug: 'coastal-motor-group',
        reservationId: DEV_REQUEST.reservationId,
        reference: 'K7Q2M9XA',
        amountCents: 20000,
        description: DEV_REQUEST.description,
        merchantName: 'Coastal Motor Group',
        successUrl: DEV_REQUEST.successUrl,
        cancelUrl: DEV_REQUEST.cancelUrl,
        expiresAtMs: DEV_REQUEST.expiresAt.getTime(),
      },
    });
  });

  it('needs no memory: another replica with the same secret reads the session', async () => {
    const first = provider(new DevelopmentPaymentTokens('shared'));
    const session = await first.payments.createSession(DEV_REQUEST);
    expect(new DevelopmentPaymentTokens('shared').read(session.sessionId).ok).toBe(true);
    expect(new DevelopmentPaymentTokens('another').read(session.sessionId)).toEqual({
      ok: false,
      problem: 'forged',
    });
  });

  it('refuses tokens that are altered, cut short, or of another site', async () => {
    const { payments, tokens } = provider();
    const { sessionId } = await payments.createSession(DEV_REQUEST);
    const [body, signature] = sessionId.split('.') as [string, string];
    const altered = Buffer.from(
      Buffer.from(body, 'base64url').toString('utf8').replace('20000', '1'),
    ).toString('base64url');
    expect(tokens.read(`${altered}.${signature}`).ok).toBe(false);
    expect(tokens.read(body).ok).toBe(false);
    expect(tokens.read('').ok).toBe(false);
    expect(tokens.read(sessionId, 'bayside-auto')).toEqual({ ok: false, problem: 'other-site' });
  });

  it('refunds by announcing a refunded event, the same event however often it is asked', async () => {
    const { payments, events } = provider();
    const { sessionId } = await payments.createSession(DEV_REQUEST);
    const paymentId = developmentPaymentId(sessionId);
    await payments.refund(paymentId, 'refund-1');
    await payments.refund(paymentId, 'refund-2');
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({
      provider: 'development',
      eventId: events[1]!.eventId,
      kind: 'refunded',
      siteSlug: 'coastal-motor-group',
      reservationId: DEV_REQUEST.reservationId,
      sessionId,
      paymentId,
      occurredAt: NOW,
    });
  });

  it('refuses to refund a payment it did not take', async () => {
    const { payments, events } = provider();
    await expect(payments.refund('pi_123', 'k')).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(payments.refund('devpay_forged.token', 'k')).rejects.toThrow(/did not take/);
    expect(events).toEqual([]);
  });

  it('derives distinct, stable event ids per session and kind', async () => {
    const { payments, tokens } = provider();
    const a = (await payments.createSession(DEV_REQUEST)).sessionId;
    const b = (await payments.createSession({ ...DEV_REQUEST, reservationId: 'other' })).sessionId;
    const session = (token: string) => {
      const read = tokens.read(token);
      if (!read.ok) throw new Error('unreadable');
      return read.session;
    };
    const id = (token: string, kind: 'paid' | 'cancelled') =>
      developmentPaymentEvent(token, session(token), kind, NOW).eventId;
    expect(id(a, 'paid')).toBe(id(a, 'paid'));
    expect(new Set([id(a, 'paid'), id(a, 'cancelled'), id(b, 'paid')]).size).toBe(3);
    expect(developmentPaymentEvent(a, session(a), 'paid', NOW).paymentId).toMatch(/^devpay_/);
    expect(developmentPaymentEvent(a, session(a), 'cancelled', NOW).paymentId).toBeUndefined();
  });

  it('signs with FORECOURT_FORM_SECRET when set, so replicas agree', async () => {
    const env = { FORECOURT_FORM_SECRET: 'a-shared-secret-of-thirty-two-characters' };
    const token = developmentPaymentTokensFromEnv(env).issue(DEV_REQUEST);
    expect(developmentPaymentTokensFromEnv(env).read(token).ok).toBe(true);
    expect(developmentPaymentTokensFromEnv({}).read(token).ok).toBe(false);
  });
});
