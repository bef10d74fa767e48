import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { describe, expect, it } from 'vitest';
import { siteWithSlug } from '../../leads/testing/sample-lead.js';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import { newReservation } from '../../reservations/testing/sample-reservation.js';
import type { SiteRecords } from './records.port.js';

export interface ReservationCaseContext {
  forSite: (site: Site) => SiteRecords;
}

/** Shoppers reserving one car at the same moment, in the concurrency cases. */
const RACERS = 12;

/**
 * Reservations through the Records port: stored pending, replayed by key, one holding
 * reservation per car however many shoppers try at once, moves only along the state machine and
 * only once, reads of every kind, payment events handled once, e-mails queued once, and nothing
 * seen across sites. Each case works on a site of its own.
 */
export function describeReservations({ forSite }: ReservationCaseContext): void {
  describe('reservations', () => {
    const newSite = () => forSite(siteWithSlug(harbourSite, `reserve-${randomUUID()}`));
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));

    it('stores a pending reservation with the car and shopper as they were', async () => {
      const site = newSite();
      const input = newReservation({ paymentDueBy: at(30) });
      const created = await site.createReservation(input, at(0));
      expect(created.outcome).toBe('created');
      const stored = await site.reservation(input.id);
      expect(stored).toMatchObject({
        id: input.id,
        reference: input.reference,
        carId: input.car.carId,
        carSlug: input.car.slug,
        state: 'pending',
        car: input.car,
        shopper: input.shopper,
        depositCents: 20_000,
        currency: 'aud',
        provider: 'development',
        paymentSessionId: null,
        paymentDueBy: at(30),
        holdUntil: null,
        createdAt: at(0),
      });
      expect(created.outcome === 'created' && created.reservation).toEqual(stored);
    });

    it('answers a repeated idempotency key with the first reservation and writes nothing', async () => {
      const site = newSite();
      const first = newReservation({ paymentDueBy: at(30) });
      await site.createReservation(first, at(0));
      const again = await site.createReservation(
        { ...newReservation({ paymentDueBy: at(31) }), idempotencyKey: first.idempotencyKey },
        at(1),
      );
      expect(again).toMatchObject({ outcome: 'replayed', reservation: { id: first.id } });
      expect(await site.holdingReservationOfCar(first.car.carId)).toMatchObject({ id: first.id });
    });

    it('refuses a second reservation of a held car until the first ends', async () => {
      const site = newSite();
      const carId = `car-${randomUUID()}`;
      const first = newReservation({ carId, paymentDueBy: at(30) });
      await site.createReservation(first, at(0));
      expect(await site.createReservation(newReservation({ carId }), at(1))).toEqual({
        outcome: 'carHeld',
      });
      await site.moveReservation(first.id, ['pending'], 'cancelled', at(2));
      const second = newReservation({ carId, paymentDueBy: at(40) });
      expect((await site.createReservation(second, at(3))).outcome).toBe('created');
      expect(await site.holdingReservationOfCar(carId)).toMatchObject({ id: second.id });
    });

    it('expires a pending reservation past its payment window so the car can be reserved', async () => {
      const site = newSite();
      const carId = `car-${randomUUID()}`;
      const stale = newReservation({ carId, paymentDueBy: at(30) });
      await site.createReservation(stale, at(0));
      const next = newReservation({ carId, paymentDueBy: at(61) });
      expect((await site.createReservation(next, at(31))).outcome).toBe('created');
      expect(await site.reservation(stale.id)).toMatchObject({ state: 'expired', endedAt: at(31) });
    });

    it('keeps a paid reservation holding the car after its payment window', async () => {
      const site = newSite();
      const carId = `car-${randomUUID()}`;
      const paid = newReservation({ carId, paymentDueBy: at(30) });
      await site.createReservation(paid, at(0));
      await site.moveReservation(paid.id, ['pending'], 'paid', at(5), {
        paymentId: 'pi_1',
        holdUntil: at(50),
      });
      expect(await site.createReservation(newReservation({ carId }), at(40))).toEqual({
        outcome: 'carHeld',
      });
    });

    it('gives each reservation its own reference, taking a fresh one when it collides', async () => {
      const site = newSite();
      const first = newReservation();
      await site.createReservation(first, at(0));
      const clash = newReservation({ reference: first.reference });
      const created = await site.createReservation(clash, at(1));
      expect(created.outcome).toBe('created');
      const stored = await site.reservation(clash.id);
      expect(stored?.reference).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);
      expect(stored?.reference).not.toBe(first.reference);
      expect(await site.reservationByReference(first.reference)).toMatchObject({ id: first.id });
    });

    it('stores the payment session of a pending reservation and finds it by it', async () => {
      const site = newSite();
      const input = newReservation();
      await site.createReservation(input, at(0));
      expect(await site.setPaymentSession(input.id, 'cs_123', at(1))).toMatchObject({
        paymentSessionId: 'cs_123',
        updatedAt: at(1),
      });
      expect(await site.reservationByPaymentSession('development', 'cs_123')).toMatchObject({
        id: input.id,
      });
      expect(await site.reservationByPaymentSession('stripe', 'cs_123')).toBeNull();
      await site.moveReservation(input.id, ['pending'], 'cancelled', at(2));
      expect(await site.setPaymentSession(input.id, 'cs_456', at(3))).toBeNull();
    });

    it('moves only along the state machine, once, setting what the move sets', async () => {
      const site = newSite();
      const input = newReservation();
      await site.createReservation(input, at(0));
      const paid = await site.moveReservation(input.id, ['pending'], 'paid', at(5), {
        paymentId: 'pi_9',
        holdUntil: at(55),
      });
      expect(paid).toMatchObject({
        state: 'paid',
        paymentId: 'pi_9',
        holdUntil: at(55),
        paidAt: at(5),
      });
      expect(await site.moveReservation(input.id, ['pending'], 'paid', at(6))).toBeNull();
      expect(await site.moveReservation(input.id, ['pending'], 'expired', at(6))).toBeNull();
      expect(await site.moveReservation(input.id, ['paid'], 'confirmed', at(7))).toMatchObject({
        state: 'confirmed',
        confirmedAt: at(7),
      });
      expect(
        await site.moveReservation(input.id, ['paid', 'confirmed'], 'refunded', at(8)),
      ).toMatchObject({ state: 'refunded', endedAt: at(8) });
      await expect(site.moveReservation(input.id, ['expired'], 'paid', at(9))).rejects.toThrow(
        RangeError,
      );
      expect(await site.moveReservation(randomUUID(), ['pending'], 'paid', at(9))).toBeNull();
      expect(await site.moveReservation('not-a-uuid', ['pending'], 'paid', at(9))).toBeNull();
    });

    it('stores the lead of a reservation once', async () => {
      const site = newSite();
      const input = newReservation();
      await site.createReservation(input, at(0));
      const lead = randomUUID();
      expect(await site.setReservationLead(input.id, lead, at(1))).toMatchObject({ leadId: lead });
      expect(await site.setReservationLead(input.id, randomUUID(), at(2))).toMatchObject({
        leadId: lead,
      });
      expect(await site.setReservationLead(randomUUID(), lead, at(2))).toBeNull();
    });

    it('lists held cars, paid reservations and lapsed ones at a moment', async () => {
      const site = newSite();
      const pendingLapsed = newReservation({ paymentDueBy: at(10) });
      const pendingLive = newReservation({ paymentDueBy: at(40) });
      const paidLive = newReservation();
      const paidLapsed = newReservation();
      for (const input of [pendingLapsed, pendingLive, paidLive, paidLapsed]) {
        await site.createReservation(input, at(0));
      }
      await site.moveReservation(paidLapsed.id, ['pending'], 'paid', at(1), { holdUntil: at(15) });
      await site.moveReservation(paidLive.id, ['pending'], 'paid', at(2), { holdUntil: at(90) });

      expect(await site.heldCarIds(at(20))).toEqual([paidLive.car.carId]);
      expect(new Set(await site.heldCarIds(at(5)))).toEqual(
        new Set([paidLive.car.carId, paidLapsed.car.carId]),
      );
      expect((await site.paidReservations(10)).map((r) => r.id)).toEqual([
        paidLapsed.id,
        paidLive.id,
      ]);
      expect((await site.paidReservations(1)).map((r) => r.id)).toEqual([paidLapsed.id]);
      expect(new Set((await site.lapsedReservations(at(20), 10)).map((r) => r.id))).toEqual(
        new Set([pendingLapsed.id, paidLapsed.id]),
      );
    });

    it('lists a shopper’s reservations newest first', async () => {
      const site = newSite();
      const userId = randomUUID();
      const older = newReservation({ userId });
      const newer = newReservation({ userId });
      await site.createReservation(older, at(0));
      await site.createReservation(newer, at(1));
      await site.createReservation(newReservation(), at(2));
      expect((await site.reservationsOfUser(userId)).map((r) => r.id)).toEqual([
        newer.id,
        older.id,
      ]);
      expect(await site.reservationsOfUser('nobody')).toEqual([]);
    });

    it('records a payment event once', async () => {
      const site = newSite();
      const input = newReservation();
      await site.createReservation(input, at(0));
      expect(await site.recordPaymentEvent('stripe', 'evt_1', input.id, 'paid', at(1))).toBe(true);
      expect(await site.recordPaymentEvent('stripe', 'evt_1', input.id, 'paid', at(2))).toBe(false);
      expect(await site.recordPaymentEvent('development', 'evt_1', input.id, 'paid', at(2))).toBe(
        true,
      );
    });

    it('queues each kind of e-mail once per reservation and sends it as a leased job', async () => {
      const site = newSite();
      const input = newReservation();
      await site.createReservation(input, at(0));
      const email = {
        reservationId: input.id,
        kind: 'confirmed' as const,
        recipient: 'mia@example.com',
        payload: { reference: input.reference },
        createdAt: at(1),
      };
      expect(await site.queueReservationEmail(email)).toBe(true);
      expect(await site.queueReservationEmail({ ...email, createdAt: at(2) })).toBe(false);
      expect(await site.queueReservationEmail({ ...email, kind: 'refunded' })).toBe(true);
      const claimed = await site.claimDueReservationEmails(10, at(3), 60_000);
      expect(claimed.map((job) => job.kind)).toEqual(['confirmed', 'refunded']);
      expect(claimed[0]).toMatchObject({
        attempt: 1,
        reservationId: input.id,
        recipient: 'mia@example.com',
        payload: { reference: input.reference },
      });
      expect(await site.claimDueReservationEmails(10, at(3), 60_000)).toEqual([]);
      const [confirmed, refunded] = claimed;
      expect(
        await site.markReservationEmailSent({
          emailId: confirmed!.emailId,
          sentAt: at(4),
          messageId: '<m1@x>',
        }),
      ).toBe(true);
      expect(
        await site.markReservationEmailFailed({
          emailId: refunded!.emailId,
          leaseToken: refunded!.leaseToken,
          failedAt: at(4),
          error: 'SMTP down',
          nextAttemptAt: null,
        }),
      ).toBe(true);
      expect(
        (await site.reservationEmails(input.id)).map(({ kind, status, messageId }) => ({
          kind,
          status,
          messageId,
        })),
      ).toEqual([
        { kind: 'confirmed', status: 'sent', messageId: '<m1@x>' },
        { kind: 'refunded', status: 'dead', messageId: null },
      ]);
    });

    it('never shows, moves or counts another site’s reservations', async () => {
      const harbour = newSite();
      const outback = newSite();
      const carId = `car-${randomUUID()}`;
      const input = newReservation({ carId });
      await harbour.createReservation(input, at(0));
      await harbour.setPaymentSession(input.id, 'cs_shared', at(1));
      await harbour.queueReservationEmail({
        reservationId: input.id,
        kind: 'confirmed',
        recipient: 'mia@example.com',
        payload: {},
        createdAt: at(1),
      });
      expect(await outback.reservation(input.id)).toBeNull();
      expect(await outback.reservationByReference(input.reference)).toBeNull();
      expect(await outback.reservationByPaymentSession('development', 'cs_shared')).toBeNull();
      expect(await outback.holdingReservationOfCar(carId)).toBeNull();
      expect(await outback.moveReservation(input.id, ['pending'], 'paid', at(2))).toBeNull();
      expect(await outback.setPaymentSession(input.id, 'cs_other', at(2))).toBeNull();
      expect(await outback.lapsedReservations(at(59), 10)).toEqual([]);
      expect(await outback.reservationEmails(input.id)).toEqual([]);
      expect(await outback.claimDueReservationEmails(10, at(2), 60_000)).toEqual([]);
      // The same car id and idempotency key on the other site is a reservation of its own.
      const theirs = await outback.createReservation(
        { ...newReservation({ carId }), idempotencyKey: input.idempotencyKey },
        at(2),
      );
      expect(theirs.outcome).toBe('created');
      expect(await harbour.reservation(input.id)).toMatchObject({
        state: 'pending',
        paymentSessionId: 'cs_shared',
      });
    });

    it('of many shoppers reserving one car at the same moment, exactly one gets it', async () => {
      const site = newSite();
      const carId = `car-${randomUUID()}`;
      const attempts = Array.from({ length: RACERS }, () =>
        newReservation({ carId, paymentDueBy: at(30) }),
      );
      const outcomes = await Promise.all(
        attempts.map((input) => site.createReservation(input, at(0))),
      );
      const created = outcomes.filter((result) => result.outcome === 'created');
      expect(created).toHaveLength(1);
      expect(outcomes.filter((result) => result.outcome === 'carHeld')).toHaveLength(RACERS - 1);
      const winner = created[0]!.outcome === 'created' ? created[0]!.reservation : null;
      expect(await site.holdingReservationOfCar(carId)).toMatchObject({ id: winner!.id });

      // Once the winner's payment window passes, the car can be reserved again (at once, too).
      const later = Array.from({ length: RACERS }, () =>
        newReservation({ carId, paymentDueBy: at(70) }),
      );
      const again = await Promise.all(later.map((input) => site.createReservation(input, at(31))));
      expect(again.filter((result) => result.outcome === 'created')).toHaveLength(1);
      expect(await site.reservation(winner!.id)).toMatchObject({ state: 'expired' });
    });

    it('of two moves racing (paid and expired), exactly one wins', async () => {
      const site = newSite();
      for (let round = 0; round < 5; round += 1) {
        const input = newReservation();
        await site.createReservation(input, at(0));
        const [paid, expired] = await Promise.all([
          site.moveReservation(input.id, ['pending'], 'paid', at(1), { holdUntil: at(50) }),
          site.moveReservation(input.id, ['pending'], 'expired', at(1)),
        ]);
        expect([paid, expired].filter((moved) => moved !== null)).toHaveLength(1);
        const stored = await site.reservation(input.id);
        expect(stored?.state).toBe(paid ? 'paid' : 'expired');
      }
    });
  });
}
