import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestRecords } from '../testing/test-records.js';
import type { PaymentEvent } from '../payments/payment-provider.port.js';
import { RESERVATION_FOLLOW_UPS } from './reservation-follow-ups.js';
import { ReservationHoldWorker } from './reservation-hold-worker.js';
import { DESK_ORIGIN, deskFixture } from './testing/desk-fixture.js';
import type { Reservation } from './reservation.types.js';

const records = createTestRecords();
afterAll(() => records.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function fixture() {
  const f = await deskFixture(records);
  const worker = new ReservationHoldWorker({
    sites: [f.site],
    records,
    stock: f.stockSearch,
    origin: () => DESK_ORIGIN,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    now: f.now,
    pollIntervalMs: 10,
  });
  const reserve = async (slug = 'desk-corolla'): Promise<Reservation> => {
    const result = await f.start(slug);
    if (result.outcome !== 'started') throw new Error(result.outcome);
    return result.reservation;
  };
  const pay = async (slug = 'desk-corolla'): Promise<Reservation> => {
    const reservation = await reserve(slug);
    const event: PaymentEvent = {
      provider: 'development',
      eventId: `evt_paid_${reservation.id}`,
      kind: 'paid',
      siteSlug: f.site.config.slug,
      reservationId: reservation.id,
      sessionId: reservation.paymentSessionId!,
      paymentId: `pay_${reservation.id}`,
      occurredAt: f.now(),
    };
    expect(await f.desk.handlePaymentEvent(event)).toBe('applied');
    return (await f.records.reservation(reservation.id))!;
  };
  const state = async (reservation: Reservation) =>
    (await f.records.reservation(reservation.id))?.state;
  const followUps = async (reservation: Reservation) => {
    const { leadId } = (await f.records.reservation(reservation.id))!;
    return (await f.records.leadEvents(leadId!)).map((event) => event.name);
  };
  const emails = async (reservation: Reservation) =>
    (await f.records.reservationEmails(reservation.id)).map((email) => email.kind);
  return { ...f, worker, reserve, pay, state, followUps, emails };
}

describe('the reservation hold worker', () => {
  it('expires a pending reservation once its payment window ends, freeing the car', async () => {
    const f = await fixture();
    const reservation = await f.reserve();
    f.advance(29 * MINUTE);
    expect(await f.worker.runOnce()).toEqual({ unpaid: 0, released: 0, confirmed: 0 });
    expect(await f.state(reservation)).toBe('pending');
    f.advance(MINUTE);
    expect(await f.worker.runOnce()).toEqual({ unpaid: 1, released: 0, confirmed: 0 });
    expect(await f.state(reservation)).toBe('expired');
    expect(await f.records.holdingReservationOfCar('desk-corolla')).toBeNull();
    expect(await f.emails(reservation)).toEqual([]);
  });

  it('keeps a paid hold until its hours end, then offers the car again and tells both sides', async () => {
    const f = await fixture();
    const reservation = await f.pay();
    f.advance(47 * HOUR);
    expect(await f.worker.runOnce()).toEqual({ unpaid: 0, released: 0, confirmed: 0 });
    expect(await f.state(reservation)).toBe('paid');
    f.advance(HOUR);
    expect(await f.worker.runOnce()).toEqual({ unpaid: 0, released: 1, confirmed: 0 });
    expect(await f.state(reservation)).toBe('expired');
    expect(await f.records.heldCarIds(f.now())).toEqual([]);
    expect(await f.followUps(reservation)).toEqual([RESERVATION_FOLLOW_UPS.released]);
    expect(await f.emails(reservation)).toEqual(['confirmed', 'released']);
    // A second pass finds nothing left to do.
    expect(await f.worker.runOnce()).toEqual({ unpaid: 0, released: 0, confirmed: 0 });
    expect(await f.followUps(reservation)).toHaveLength(1);
  });

  it.each([
    ['reserved', { reserved: true }],
    ['sold', { status: 'sold' as const }],
  ])('confirms a paid reservation once the feed shows the car %s', async (_, change) => {
    const f = await fixture();
    const reservation = await f.pay();
    const untouched = await f.pay('desk-yaris');
    expect(await f.worker.runOnce()).toEqual({ unpaid: 0, released: 0, confirmed: 0 });
    await f.changeFeed((car) => (car.id === 'desk-corolla' ? { ...car, ...change } : car));
    f.advance(HOUR);
    expect(await f.worker.runOnce()).toEqual({ unpaid: 0, released: 0, confirmed: 1 });
    expect(await f.records.reservation(reservation.id)).toMatchObject({
      state: 'confirmed',
      confirmedAt: f.now(),
    });
    expect(await f.state(untouched)).toBe('paid');
    expect(await f.followUps(reservation)).toEqual([RESERVATION_FOLLOW_UPS.confirmed]);
    // Confirmed, it outlives the hold and keeps the car from other shoppers.
    f.advance(72 * HOUR);
    expect(await f.worker.runOnce()).toMatchObject({ released: 1, confirmed: 0 });
    expect(await f.state(reservation)).toBe('confirmed');
    expect(await f.start('desk-corolla')).toMatchObject({ outcome: 'notReservable' });
  });

  it('confirms a paid reservation whose car the feed no longer lists, even as its hold ends', async () => {
    const f = await fixture();
    const reservation = await f.pay();
    await f.changeFeed((car) => (car.id === 'desk-corolla' ? undefined : car));
    f.advance(49 * HOUR);
    expect(await f.worker.runOnce()).toEqual({ unpaid: 0, released: 0, confirmed: 1 });
    expect(await f.state(reservation)).toBe('confirmed');
    expect(await f.emails(reservation)).toEqual(['confirmed']);
  });

  it('runs on its timer from start until stop', async () => {
    const f = await fixture();
    const reservation = await f.reserve();
    f.advance(31 * MINUTE);
    f.worker.start();
    await vi.waitFor(async () => expect(await f.state(reservation)).toBe('expired'));
    await f.worker.stop();
  });
});
