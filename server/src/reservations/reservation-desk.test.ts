import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAdfXml } from '../leads/adf-xml.js';
import { adfDtdErrors } from '../leads/testing/adf-dtd.js';
import type { PaymentEvent } from '../payments/payment-provider.port.js';
import { createTestRecords } from '../testing/test-records.js';
import { PaymentsUnavailableError } from './reservation-desk.js';
import type { StartReservationResult } from './reservation-desk.port.js';
import { RESERVATION_FOLLOW_UPS } from './reservation-follow-ups.js';
import { deskFixture, DESK_ORIGIN, DESK_START } from './testing/desk-fixture.js';
import type { Reservation } from './reservation.types.js';

const records = createTestRecords();
afterAll(() => records.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function started(result: StartReservationResult): Reservation & { paymentUrl: string } {
  if (result.outcome !== 'started') throw new Error(`not started: ${JSON.stringify(result)}`);
  return { ...result.reservation, paymentUrl: result.paymentUrl };
}

/** The provider's event of a reservation's session, as an adapter reads it. */
function eventOf(
  reservation: Reservation,
  kind: PaymentEvent['kind'],
  siteSlug: string,
  more: Partial<PaymentEvent> = {},
): PaymentEvent {
  return {
    provider: 'development',
    eventId: `evt_${randomUUID()}`,
    kind,
    siteSlug,
    reservationId: reservation.id,
    sessionId: reservation.paymentSessionId!,
    paymentId: kind === 'paid' || kind === 'refunded' ? `pay_${reservation.id}` : undefined,
    occurredAt: DESK_START,
    ...more,
  };
}

describe('starting a reservation', () => {
  it('holds the car pending, with the site’s deposit and window, and opens the payment', async () => {
    const f = await deskFixture(records);
    const reservation = started(await f.start('desk-corolla'));
    expect(reservation).toMatchObject({
      state: 'pending',
      carId: 'desk-corolla',
      depositCents: 200 * 100,
      currency: 'aud',
      provider: 'development',
      paymentDueBy: new Date(DESK_START.getTime() + 30 * MINUTE),
      car: { make: 'Toyota', model: 'Corolla', year: 2021, price: 24990 },
    });
    expect(reservation.reference).toMatch(/^[23456789A-HJ-NP-Z]{8}$/);
    expect(f.provider.sessions).toEqual([
      expect.objectContaining({
        siteSlug: f.site.config.slug,
        reservationId: reservation.id,
        reference: reservation.reference,
        amountCents: 20_000,
        currency: 'aud',
        merchantName: 'Harbour Motors',
        customerEmail: 'mia@example.com',
        successUrl: `${DESK_ORIGIN}/reservations/${reservation.id}`,
        cancelUrl: `${DESK_ORIGIN}/cars/desk-corolla/checkout?payment=cancelled&reservation=${reservation.id}`,
        expiresAt: reservation.paymentDueBy,
        idempotencyKey: reservation.id,
      }),
    ]);
    expect(reservation.paymentUrl).toBe(f.provider.sessionOf(reservation.id)!.paymentUrl);
    expect(await f.records.reservation(reservation.id)).toMatchObject({
      paymentSessionId: f.provider.sessionOf(reservation.id)!.sessionId,
    });
  });

  it('takes the deposit, window and reserve address from the site’s settings', async () => {
    const f = await deskFixture(records);
    f.site.config.reservations = {
      ...f.site.config.reservations,
      deposit: 500,
      paymentMinutes: 45,
      path: 'buy-online',
    };
    const reservation = started(await f.start('desk-corolla'));
    expect(reservation.depositCents).toBe(50_000);
    expect(reservation.paymentDueBy).toEqual(new Date(DESK_START.getTime() + 45 * MINUTE));
    expect(f.provider.sessions[0]!.cancelUrl).toContain('/cars/desk-corolla/buy-online?');
  });

  it('refuses what the reserve rule refuses, saying why', async () => {
    const f = await deskFixture(records);
    expect(await f.start('no-such-car')).toEqual({ outcome: 'notFound' });
    const reasons = {
      'desk-sold': 'no longer available',
      'desk-reserved': 'already reserved',
      'desk-unpriced': 'no advertised price',
      'desk-preorder': 'pre-order',
    };
    for (const [slug, reason] of Object.entries(reasons)) {
      expect(await f.start(slug), slug).toEqual({
        outcome: 'notReservable',
        reason: expect.stringContaining(reason),
      });
    }
    const off = await deskFixture(records, { reserveButton: false });
    expect(await off.start('desk-corolla')).toEqual({
      outcome: 'notReservable',
      reason: 'This site does not take reservations online.',
    });
    expect(f.provider.sessions).toEqual([]);
    expect(await f.records.holdingReservationOfCar('desk-sold')).toBeNull();
  });

  it('takes a journey’s deposit where the site sells online, whatever its reserve button', async () => {
    const buyOnline = await deskFixture(records, { reserveButton: false, onlinePurchase: true });
    const journeyId = randomUUID();
    const reservation = started(await buyOnline.start('desk-corolla', { journeyId }));
    expect(reservation.journeyId).toBe(journeyId);
    const reserveOnly = await deskFixture(records, { reserveButton: true, onlinePurchase: false });
    expect(await reserveOnly.start('desk-corolla', { journeyId })).toEqual({
      outcome: 'notReservable',
      reason: 'This site does not sell cars online.',
    });
  });

  it('tells a second shopper the car is held while the first pays', async () => {
    const f = await deskFixture(records);
    started(await f.start('desk-corolla'));
    expect(await f.start('desk-corolla')).toEqual({ outcome: 'carHeld' });
    expect(f.provider.sessions).toHaveLength(1);
    // Another car is free.
    started(await f.start('desk-yaris'));
  });

  it('answers a retried submit with the same reservation and payment page', async () => {
    const f = await deskFixture(records);
    const first = started(await f.start('desk-corolla', { key: 'submit-1' }));
    f.advance(MINUTE);
    const again = started(await f.start('desk-corolla', { key: 'submit-1' }));
    expect(again.id).toBe(first.id);
    expect(again.paymentUrl).toBe(first.paymentUrl);
    // The provider was asked with the same request, so it made no second session.
    expect(f.provider.sessions).toHaveLength(2);
    expect(f.provider.sessions[1]).toEqual(f.provider.sessions[0]);
  });

  it('sends a retried submit of a paid reservation to its page', async () => {
    const f = await deskFixture(records);
    const first = started(await f.start('desk-corolla', { key: 'submit-2' }));
    await f.desk.handlePaymentEvent(eventOf(first, 'paid', f.site.config.slug));
    const again = started(await f.start('desk-corolla', { key: 'submit-2' }));
    expect(again).toMatchObject({ id: first.id, state: 'paid' });
    expect(again.paymentUrl).toBe(`${DESK_ORIGIN}/reservations/${first.id}`);
  });

  it('frees the car again when the provider cannot open a payment', async () => {
    const f = await deskFixture(records);
    f.provider.failWith = new Error('Stripe: connection refused');
    const failure = await f.start('desk-corolla').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentsUnavailableError);
    const { reservationId } = failure as PaymentsUnavailableError;
    expect(await f.records.reservation(reservationId)).toMatchObject({ state: 'cancelled' });
    expect(f.logged.some((line) => line.level === 'error')).toBe(true);
    f.provider.failWith = null;
    started(await f.start('desk-corolla'));
  });

  it('finds a reservation by its reference, as typed, in its own site only', async () => {
    const f = await deskFixture(records);
    const reservation = started(await f.start('desk-corolla'));
    const typed = `${reservation.reference.slice(0, 4)} ${reservation.reference.slice(4)}`;
    expect(await f.desk.byReference(f.site, typed.toLowerCase())).toMatchObject({
      id: reservation.id,
    });
    expect(await f.desk.byReference(f.other, reservation.reference)).toBeNull();
  });
});

describe('payment events', () => {
  it('paid: holds the car for the site’s hours, sends the dealer a lead and the shopper one e-mail', async () => {
    const f = await deskFixture(records);
    const reservation = started(await f.start('desk-corolla'));
    f.advance(5 * MINUTE);
    const paidAt = f.now();
    const event = eventOf(reservation, 'paid', f.site.config.slug);
    expect(await f.desk.handlePaymentEvent(event)).toBe('applied');
    const paid = await f.records.reservation(reservation.id);
    expect(paid).toMatchObject({
      state: 'paid',
      paidAt,
      paymentId: event.paymentId,
      holdUntil: new Date(paidAt.getTime() + 48 * HOUR),
    });
    expect(await f.records.heldCarIds(f.now())).toEqual(['desk-corolla']);

    const lead = await f.records.lead(paid!.leadId!);
    expect(lead).toMatchObject({
      kind: 'reservation',
      customer: { firstName: 'Mia', email: 'mia@example.com' },
      vehicle: { carId: 'desk-corolla', stockNumber: reservation.car.stockNumber },
      payload: {
        reference: reservation.reference,
        deposit: 200,
        currency: 'AUD',
        hold_until: paid!.holdUntil!.toISOString(),
        payment_provider: 'development',
        payment_id: event.paymentId,
        reservation_url: `${DESK_ORIGIN}/reservations/${reservation.id}`,
      },
    });
    expect((await f.records.leadDeliveries(lead!.leadId)).map((d) => d.destination.kind)).toEqual([
      'email',
    ]);
    const adf = leadAdfXml(lead!, f.site);
    expect(adfDtdErrors(adf)).toEqual([]);
    expect(adf).toContain('interest="buy"');
    expect(adf).toMatch(/<finance>\s*<method>cash<\/method>\s*<amount type="downpayment"/);
    expect(adf).toContain('currency="AUD">200</amount>');

    expect(await f.records.reservationEmails(reservation.id)).toEqual([
      expect.objectContaining({
        kind: 'confirmed',
        recipient: 'mia@example.com',
        status: 'pending',
      }),
    ]);
  });

  it('paid twice (the provider retrying): one move, one lead, one e-mail', async () => {
    const f = await deskFixture(records);
    const reservation = started(await f.start('desk-corolla'));
    const event = eventOf(reservation, 'paid', f.site.config.slug);
    expect(await f.desk.handlePaymentEvent(event)).toBe('applied');
    const first = await f.records.reservation(reservation.id);
    f.advance(MINUTE);
    expect(await f.desk.handlePaymentEvent(event)).toBe('applied');
    // Another delivery of the news under another event id changes nothing either.
    expect(await f.desk.handlePaymentEvent(eventOf(reservation, 'paid', f.site.config.slug))).toBe(
      'applied',
    );
    const after = await f.records.reservation(reservation.id);
    expect(after).toMatchObject({ leadId: first!.leadId, holdUntil: first!.holdUntil });
    expect(await f.records.reservationEmails(reservation.id)).toHaveLength(1);
    expect(f.logged.filter((line) => line.fields.repeat === true)).toHaveLength(1);
  });

  it('heals a crash between the steps of a paid event when it comes again', async () => {
    const f = await deskFixture(records);
    const reservation = started(await f.start('desk-corolla'));
    const siteRecords = f.records;
    const original = siteRecords.queueReservationEmail.bind(siteRecords);
    let crashes = 1;
    siteRecords.queueReservationEmail = (email) =>
      crashes-- > 0 ? Promise.reject(new Error('connection lost')) : original(email);
    const crashing = { forSite: () => siteRecords };
    const { ReservationDeskService } = await import('./reservation-desk.js');
    const desk = new ReservationDeskService({
      sites: [f.site],
      records: crashing,
      stock: { forSite: () => ({ findBySlugs: () => Promise.resolve([]) }) },
      provider: f.provider,
      origin: () => DESK_ORIGIN,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      now: f.now,
    });
    const event = eventOf(reservation, 'paid', f.site.config.slug);
    await expect(desk.handlePaymentEvent(event)).rejects.toThrow('connection lost');
    expect(await siteRecords.reservation(reservation.id)).toMatchObject({ state: 'paid' });
    expect(await siteRecords.reservationEmails(reservation.id)).toEqual([]);
    expect(await desk.handlePaymentEvent(event)).toBe('applied');
    expect(await siteRecords.reservationEmails(reservation.id)).toHaveLength(1);
  });

  it('expired or cancelled: the pending reservation ends and the car is free', async () => {
    const f = await deskFixture(records);
    const lapsed = started(await f.start('desk-corolla'));
    expect(await f.desk.handlePaymentEvent(eventOf(lapsed, 'expired', f.site.config.slug))).toBe(
      'applied',
    );
    expect(await f.records.reservation(lapsed.id)).toMatchObject({ state: 'expired' });
    const cancelled = started(await f.start('desk-corolla'));
    const event = eventOf(cancelled, 'cancelled', f.site.config.slug);
    expect(await f.desk.handlePaymentEvent(event)).toBe('applied');
    expect(await f.desk.handlePaymentEvent(event)).toBe('applied');
    expect(await f.records.reservation(cancelled.id)).toMatchObject({ state: 'cancelled' });
    started(await f.start('desk-corolla'));
  });

  it('an expired event arriving after the payment changes nothing', async () => {
    const f = await deskFixture(records);
    const reservation = started(await f.start('desk-corolla'));
    await f.desk.handlePaymentEvent(eventOf(reservation, 'paid', f.site.config.slug));
    expect(
      await f.desk.handlePaymentEvent(eventOf(reservation, 'expired', f.site.config.slug)),
    ).toBe('ignored');
    expect(
      await f.desk.handlePaymentEvent(eventOf(reservation, 'cancelled', f.site.config.slug)),
    ).toBe('ignored');
    expect(await f.records.reservation(reservation.id)).toMatchObject({ state: 'paid' });
  });

  it('a payment after the reservation ended is refunded, once, and the car stays free', async () => {
    const f = await deskFixture(records);
    const reservation = started(await f.start('desk-corolla'));
    await f.desk.handlePaymentEvent(eventOf(reservation, 'expired', f.site.config.slug));
    const late = eventOf(reservation, 'paid', f.site.config.slug);
    expect(await f.desk.handlePaymentEvent(late)).toBe('ignored');
    expect(await f.desk.handlePaymentEvent(late)).toBe('ignored');
    expect(f.provider.refunds).toEqual([
      { paymentId: late.paymentId, idempotencyKey: `late-refund:${reservation.id}` },
    ]);
    expect(await f.records.reservation(reservation.id)).toMatchObject({
      state: 'expired',
      leadId: null,
    });
    expect(f.logged.some((line) => line.level === 'warn' && /refunded/.test(line.message))).toBe(
      true,
    );
    expect(await f.records.reservationEmails(reservation.id)).toEqual([]);
  });

  it('refunded: the reservation ends, the dealer gets a follow-up and the shopper an e-mail', async () => {
    const f = await deskFixture(records);
    const reservation = started(await f.start('desk-corolla'));
    await f.desk.handlePaymentEvent(eventOf(reservation, 'paid', f.site.config.slug));
    f.advance(HOUR);
    const refund = eventOf(reservation, 'refunded', f.site.config.slug);
    expect(await f.desk.handlePaymentEvent(refund)).toBe('applied');
    expect(await f.desk.handlePaymentEvent(refund)).toBe('applied');
    const refunded = await f.records.reservation(reservation.id);
    expect(refunded).toMatchObject({ state: 'refunded', endedAt: f.now() });
    const events = await f.records.leadEvents(refunded!.leadId!);
    expect(events.map((event) => event.name)).toEqual([RESERVATION_FOLLOW_UPS.refunded]);
    expect((await f.records.reservationEmails(reservation.id)).map((e) => e.kind)).toEqual([
      'confirmed',
      'refunded',
    ]);
    started(await f.start('desk-corolla'));
  });

  it('a refund of a reservation never paid is ignored', async () => {
    const f = await deskFixture(records);
    const reservation = started(await f.start('desk-corolla'));
    expect(
      await f.desk.handlePaymentEvent(eventOf(reservation, 'refunded', f.site.config.slug)),
    ).toBe('ignored');
    expect(await f.records.reservation(reservation.id)).toMatchObject({ state: 'pending' });
  });

  it('an event naming another site, another session or no reservation is unknown', async () => {
    const f = await deskFixture(records);
    const reservation = started(await f.start('desk-corolla'));
    const paid = (more: Partial<PaymentEvent>) =>
      f.desk.handlePaymentEvent(eventOf(reservation, 'paid', f.site.config.slug, more));
    // The other site's slug with this site's reservation: looked up there, not found.
    expect(await paid({ siteSlug: f.other.config.slug })).toBe('unknown');
    expect(await paid({ siteSlug: 'no-such-site' })).toBe('unknown');
    expect(await paid({ sessionId: 'someone-elses-session' })).toBe('unknown');
    expect(await paid({ provider: 'stripe' })).toBe('unknown');
    expect(await paid({ reservationId: randomUUID() })).toBe('unknown');
    expect(await paid({ reservationId: 'not-a-uuid' })).toBe('unknown');
    expect(await f.records.reservation(reservation.id)).toMatchObject({ state: 'pending' });
    expect(f.provider.refunds).toEqual([]);
  });
});
