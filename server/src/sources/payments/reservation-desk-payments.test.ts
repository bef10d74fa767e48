import { testPaymentPath } from '@forecourt/schema/reservations/checkout-paths';
import { afterAll, describe, expect, it } from 'vitest';
import type { PaymentEvent } from '../../payments/payment-provider.port.js';
import { ReservationDeskService } from '../../reservations/reservation-desk.js';
import { deskFixture } from '../../reservations/testing/desk-fixture.js';
import type { Reservation } from '../../reservations/reservation.types.js';
import { createTestRecords } from '../../testing/test-records.js';
import { createDevelopmentPaymentProvider } from './development-payment-provider.js';
import { DevelopmentPaymentTokens } from './development-payment-token.js';
import { testPaymentPageRoute } from './test-payment-page.js';

/**
 * The reservation desk and the development provider together, as the server runs them without
 * Stripe keys: the desk opens the marked test page, its buttons send events back to the desk.
 */

const records = createTestRecords();
afterAll(() => records.close());

const ORIGIN = 'http://harbour.localhost:4000';

async function fixture() {
  const f = await deskFixture(records);
  const tokens = new DevelopmentPaymentTokens('flow-secret');
  const events: PaymentEvent[] = [];
  const onEvent = (event: PaymentEvent) => {
    events.push(event);
    return desk.handlePaymentEvent(event);
  };
  const provider = createDevelopmentPaymentProvider({ tokens, onEvent, now: f.now });
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  const desk = new ReservationDeskService({
    sites: [f.site],
    records,
    stock: f.stockSearch,
    provider,
    origin: () => ORIGIN,
    log,
    now: f.now,
  });
  const route = testPaymentPageRoute({ tokens, onEvent, log: log as never, now: f.now });
  const start = async (): Promise<Reservation & { paymentUrl: string }> => {
    const result = await desk.start({
      site: f.site,
      carSlug: 'desk-corolla',
      shopper: {
        firstName: 'Sam',
        lastName: 'Lee',
        email: 'sam@example.com',
        phone: '0400 000 000',
      },
      idempotencyKey: `key-${Math.random()}`,
      userId: null,
      origin: ORIGIN,
    });
    if (result.outcome !== 'started') throw new Error(result.outcome);
    return { ...result.reservation, paymentUrl: result.paymentUrl };
  };
  const press = async (reservation: Reservation, action: 'pay' | 'cancel') => {
    const response = await route(
      new Request(`${ORIGIN}${testPaymentPath(reservation.paymentSessionId!)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        body: new URLSearchParams({ action }).toString(),
      }),
      f.site,
    );
    if (!response) throw new Error('the test payment page did not answer');
    return response;
  };
  return { ...f, desk, events, start, press };
}

describe('reserving with the development provider', () => {
  it('pays on the test page: the reservation is paid, the car held, the shopper sent to it', async () => {
    const f = await fixture();
    const reservation = await f.start();
    expect(reservation.paymentUrl).toBe(
      `${ORIGIN}${testPaymentPath(reservation.paymentSessionId!)}`,
    );
    const paid = await f.press(reservation, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${ORIGIN}/reservations/${reservation.id}`);
    expect(await f.records.reservation(reservation.id)).toMatchObject({ state: 'paid' });
    expect(await f.records.heldCarIds(f.now())).toEqual(['desk-corolla']);
    expect((await f.records.reservationEmails(reservation.id)).map((e) => e.kind)).toEqual([
      'confirmed',
    ]);
  });

  it('cancels on the test page: back to the reserve page, the car free again', async () => {
    const f = await fixture();
    const reservation = await f.start();
    const cancelled = await f.press(reservation, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(
      `${ORIGIN}/cars/desk-corolla/checkout?payment=cancelled&reservation=${reservation.id}`,
    );
    expect(await f.records.reservation(reservation.id)).toMatchObject({ state: 'cancelled' });
    await f.start();
  });

  it('refunds a payment made after the reservation expired, and the refund changes nothing', async () => {
    const f = await fixture();
    const reservation = await f.start();
    await f.records.moveReservation(reservation.id, ['pending'], 'expired', f.now());
    const late = await f.press(reservation, 'pay');
    expect(late.status).toBe(409);
    expect(f.events.map((event) => event.kind)).toEqual(['paid', 'refunded']);
    expect(await f.records.reservation(reservation.id)).toMatchObject({
      state: 'expired',
      leadId: null,
    });
  });
});
