import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harbourSite, outbackSite } from '../stock-search/testing/fixture-sites.js';
import type { SimilarityCriteria } from '../../stock/similar-cars.js';
import type {
  Records,
  SimilarCarAlert,
  SimilarCarAlertInput,
  SiteRecords,
} from './records.port.js';

/** Starting PGlite or creating a database takes a few seconds. */
const SETUP_TIMEOUT_MS = 60_000;
/** The longest page a read answers. */
const MAX_PAGE = 1000;

/**
 * The behaviour every Records adapter must have, through the port only. One store per adapter
 * run; every case uses car ids of its own, so cases never see each other's rows.
 */
export function describeRecordsPort(
  adapterName: string,
  createAdapter: () => Promise<Records>,
): void {
  describe(`Records port: ${adapterName}`, () => {
    let records: Records | undefined;
    beforeAll(async () => {
      records = await createAdapter();
      await records.migrate();
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await records?.close();
    });

    const harbour = (): SiteRecords => records!.forSite(harbourSite);
    const outback = (): SiteRecords => records!.forSite(outbackSite);
    const newCarId = () => `car-${randomUUID()}`;

    describe('car views', () => {
      it('counts a visitor once per car per day', async () => {
        const carId = newCarId();
        const view = { carId, visitorKey: 'visitor-a', day: '2026-11-01' };
        expect(await harbour().recordCarView(view)).toBe(true);
        expect(await harbour().recordCarView(view)).toBe(false);
        expect(await harbour().carViewCounts([carId])).toEqual([1]);
      });

      it('counts the same visitor again the next day', async () => {
        const carId = newCarId();
        await harbour().recordCarView({ carId, visitorKey: 'visitor-a', day: '2026-11-01' });
        const nextDay = { carId, visitorKey: 'visitor-a', day: '2026-11-02' };
        expect(await harbour().recordCarView(nextDay)).toBe(true);
        expect(await harbour().carViewCounts([carId])).toEqual([2]);
      });

      it('counts each visitor separately', async () => {
        const carId = newCarId();
        for (const visitorKey of ['visitor-a', 'visitor-b', 'visitor-c', 'visitor-b']) {
          await harbour().recordCarView({ carId, visitorKey, day: '2026-11-01' });
        }
        expect(await harbour().carViewCounts([carId])).toEqual([3]);
      });

      it('answers many cars at once, in the order asked, with 0 for unviewed cars', async () => {
        const [first, second, unviewed] = [newCarId(), newCarId(), newCarId()];
        await harbour().recordCarView({ carId: first, visitorKey: 'v1', day: '2026-11-01' });
        await harbour().recordCarView({ carId: second, visitorKey: 'v1', day: '2026-11-01' });
        await harbour().recordCarView({ carId: second, visitorKey: 'v2', day: '2026-11-01' });
        expect(await harbour().carViewCounts([second, unviewed, first, second])).toEqual([
          2, 0, 1, 2,
        ]);
        expect(await harbour().carViewCounts([])).toEqual([]);
      });

      it('keeps each site’s counts to itself, even for the same car id', async () => {
        const carId = newCarId();
        const view = { carId, visitorKey: 'visitor-a', day: '2026-11-01' };
        await harbour().recordCarView(view);
        await harbour().recordCarView({ ...view, visitorKey: 'visitor-b' });
        expect(await outback().carViewCounts([carId])).toEqual([0]);
        // The same visitor, car id and day still counts on the other site.
        expect(await outback().recordCarView(view)).toBe(true);
        expect(await outback().carViewCounts([carId])).toEqual([1]);
        expect(await harbour().carViewCounts([carId])).toEqual([2]);
      });
    });

    describe('phone reveals', () => {
      it('stores each reveal with its car and dealership, newest first', async () => {
        const carId = newCarId();
        const earlier = new Date('2026-11-01T09:00:00.000Z');
        const later = new Date('2026-11-01T10:30:00.000Z');
        await harbour().recordPhoneReveal({ carId, dealershipId: 'dealer-1', occurredAt: earlier });
        await harbour().recordPhoneReveal({ carId, dealershipId: 'dealer-1', occurredAt: later });
        expect(await harbour().phoneReveals(carId)).toEqual([
          { carId, dealershipId: 'dealer-1', occurredAt: later },
          { carId, dealershipId: 'dealer-1', occurredAt: earlier },
        ]);
        expect(await harbour().phoneReveals(carId, 1)).toHaveLength(1);
      });

      it('keeps each site’s reveals to itself', async () => {
        const carId = newCarId();
        const occurredAt = new Date('2026-11-01T09:00:00.000Z');
        await harbour().recordPhoneReveal({ carId, dealershipId: 'dealer-1', occurredAt });
        expect(await outback().phoneReveals(carId)).toEqual([]);
        await outback().recordPhoneReveal({ carId, dealershipId: 'dealer-9', occurredAt });
        expect(await outback().phoneReveals(carId)).toEqual([
          { carId, dealershipId: 'dealer-9', occurredAt },
        ]);
        expect(await harbour().phoneReveals(carId)).toHaveLength(1);
      });
    });

    describe('analytics events', () => {
      it('stores events with their car and visitor, and ones without', async () => {
        const carId = newCarId();
        const visitorKey = `visitor-${randomUUID()}`;
        const at = (time: string) => new Date(`2026-11-01T${time}:00.000Z`);
        await harbour().recordAnalyticsEvent({
          eventId: 4,
          carId,
          visitorKey,
          occurredAt: at('09:00'),
        });
        await harbour().recordAnalyticsEvent({
          eventId: 25,
          carId,
          visitorKey,
          occurredAt: at('09:05'),
        });
        await harbour().recordAnalyticsEvent({ eventId: 49, visitorKey, occurredAt: at('09:10') });

        expect(await harbour().analyticsEvents({ carId })).toEqual([
          { eventId: 25, carId, visitorKey, occurredAt: at('09:05') },
          { eventId: 4, carId, visitorKey, occurredAt: at('09:00') },
        ]);
        const searchViews = await harbour().analyticsEvents({ eventId: 49 });
        expect(searchViews).toContainEqual({
          eventId: 49,
          carId: null,
          visitorKey,
          occurredAt: at('09:10'),
        });
        expect(searchViews.every((event) => event.eventId === 49)).toBe(true);
      });

      it('keeps each site’s events to itself', async () => {
        const carId = newCarId();
        const occurredAt = new Date('2026-11-01T09:00:00.000Z');
        await harbour().recordAnalyticsEvent({ eventId: 39, carId, occurredAt });
        expect(await outback().analyticsEvents({ carId })).toEqual([]);
        expect(await harbour().analyticsEvents({ carId })).toEqual([
          { eventId: 39, carId, visitorKey: null, occurredAt },
        ]);
      });
    });

    describe('similar-car alerts', () => {
      const at = (time: string) => new Date(`2026-11-01T${time}:00.000Z`);
      const criteriaOf = (carId: string): SimilarityCriteria => ({
        match: 'makeModel',
        carId,
        make: 'Toyota',
        model: 'Corolla',
        carType: 'used',
        body: 'Hatch',
        price: 24_990,
      });
      const alertInput = (overrides: Partial<SimilarCarAlertInput> = {}): SimilarCarAlertInput => {
        const carId = overrides.carId ?? newCarId();
        return {
          carId,
          criteria: criteriaOf(carId),
          email: 'shopper@example.com',
          phone: null,
          knownSimilarCarIds: [],
          createdAt: at('09:00'),
          ...overrides,
        };
      };
      const idsOf = (alerts: readonly SimilarCarAlert[]) => alerts.map((alert) => alert.id);
      /** Every waiting alert of the site, page by page. */
      async function allWaiting(site: SiteRecords, limit: number): Promise<SimilarCarAlert[]> {
        const waiting: SimilarCarAlert[] = [];
        for (;;) {
          const page = await site.waitingSimilarCarAlerts({ afterId: waiting.at(-1)?.id, limit });
          waiting.push(...page);
          if (page.length < limit) return waiting;
        }
      }

      it('stores a waiting alert with its criteria, contact and the similar cars it knew', async () => {
        const input = alertInput({
          phone: '04 1234 5678',
          knownSimilarCarIds: ['car-known-1', 'car-known-2'],
        });
        const alert = await harbour().createSimilarCarAlert(input);
        expect(alert).toEqual({
          id: expect.any(String),
          carId: input.carId,
          criteria: input.criteria,
          email: 'shopper@example.com',
          phone: '04 1234 5678',
          knownSimilarCarIds: ['car-known-1', 'car-known-2'],
          unsubscribeToken: expect.any(String),
          status: 'waiting',
          matchedCarId: null,
          createdAt: at('09:00'),
          dueAt: null,
          unsubscribedAt: null,
        });
        expect(await harbour().similarCarAlerts({ carId: input.carId })).toEqual([alert]);
      });

      it('gives every alert its own long random unsubscribe token', async () => {
        const alerts = await Promise.all(
          Array.from({ length: 5 }, () => harbour().createSimilarCarAlert(alertInput())),
        );
        const tokens = alerts.map((alert) => alert.unsubscribeToken);
        expect(new Set(tokens).size).toBe(5);
        for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      });

      it('answers the waiting alert when the same contact asks again about the same car', async () => {
        const input = alertInput({ email: null, phone: '04 1234 5678' });
        const first = await harbour().createSimilarCarAlert(input);
        const again = await harbour().createSimilarCarAlert({ ...input, createdAt: at('10:00') });
        expect(again).toEqual(first);
        const otherContact = await harbour().createSimilarCarAlert({
          ...input,
          email: 'shopper@example.com',
        });
        expect(otherContact.id).not.toBe(first.id);
        expect(await harbour().similarCarAlerts({ carId: input.carId })).toHaveLength(2);

        // Once it is due, asking again waits for the next arrival.
        await harbour().markSimilarCarAlertDue({
          alertId: first.id,
          matchedCarId: newCarId(),
          dueAt: at('11:00'),
        });
        const next = await harbour().createSimilarCarAlert({ ...input, createdAt: at('12:00') });
        expect(next.id).not.toBe(first.id);
        expect(next.status).toBe('waiting');
      });

      it('lists waiting alerts oldest first, page by page, without due or unsubscribed ones', async () => {
        const created: SimilarCarAlert[] = [];
        for (let i = 0; i < 5; i++)
          created.push(await harbour().createSimilarCarAlert(alertInput()));
        const [first, due, second, unsubscribed, third] = created as [
          SimilarCarAlert,
          SimilarCarAlert,
          SimilarCarAlert,
          SimilarCarAlert,
          SimilarCarAlert,
        ];
        await harbour().markSimilarCarAlertDue({
          alertId: due.id,
          matchedCarId: newCarId(),
          dueAt: at('10:00'),
        });
        await harbour().unsubscribeSimilarCarAlert(unsubscribed.unsubscribeToken, at('10:00'));

        const mine = new Set(idsOf(created));
        const waiting = (await allWaiting(harbour(), 2)).filter((alert) => mine.has(alert.id));
        expect(idsOf(waiting)).toEqual([first.id, second.id, third.id]);
        expect(waiting.every((alert) => alert.status === 'waiting')).toBe(true);
        const ids = idsOf(await allWaiting(harbour(), 2));
        expect(new Set(ids).size).toBe(ids.length);
      });

      it('makes an alert due once, with the car that fulfilled it', async () => {
        const alert = await harbour().createSimilarCarAlert(alertInput());
        const matchedCarId = newCarId();
        const due = { alertId: alert.id, matchedCarId, dueAt: at('10:00') };
        expect(await harbour().markSimilarCarAlertDue(due)).toBe(true);
        expect(
          await harbour().markSimilarCarAlertDue({
            alertId: alert.id,
            matchedCarId: newCarId(),
            dueAt: at('11:00'),
          }),
        ).toBe(false);
        expect(await harbour().similarCarAlerts({ carId: alert.carId })).toEqual([
          { ...alert, status: 'due', matchedCarId, dueAt: at('10:00') },
        ]);
      });

      it('lets only one of two concurrent calls make an alert due', async () => {
        const alert = await harbour().createSimilarCarAlert(alertInput());
        const cars = [newCarId(), newCarId()];
        const results = await Promise.all(
          cars.map((matchedCarId) =>
            harbour().markSimilarCarAlertDue({
              alertId: alert.id,
              matchedCarId,
              dueAt: at('10:00'),
            }),
          ),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
        const [stored] = await harbour().similarCarAlerts({ carId: alert.carId });
        expect(stored?.matchedCarId).toBe(cars[results.indexOf(true)]);
      });

      it('never makes an unsubscribed or unknown alert due', async () => {
        const alert = await harbour().createSimilarCarAlert(alertInput());
        await harbour().unsubscribeSimilarCarAlert(alert.unsubscribeToken, at('10:00'));
        const due = { matchedCarId: newCarId(), dueAt: at('11:00') };
        expect(await harbour().markSimilarCarAlertDue({ alertId: alert.id, ...due })).toBe(false);
        expect(await harbour().markSimilarCarAlertDue({ alertId: '999999999999', ...due })).toBe(
          false,
        );
        expect(await harbour().markSimilarCarAlertDue({ alertId: 'not-an-id', ...due })).toBe(
          false,
        );
        const [stored] = await harbour().similarCarAlerts({ carId: alert.carId });
        expect(stored).toMatchObject({ status: 'unsubscribed', matchedCarId: null, dueAt: null });
      });

      it('unsubscribes by token, harmlessly again, keeping the first time', async () => {
        const alert = await harbour().createSimilarCarAlert(alertInput());
        expect(
          await harbour().unsubscribeSimilarCarAlert(alert.unsubscribeToken, at('10:00')),
        ).toBe(true);
        expect(
          await harbour().unsubscribeSimilarCarAlert(alert.unsubscribeToken, at('11:00')),
        ).toBe(true);
        expect(await harbour().similarCarAlerts({ carId: alert.carId })).toEqual([
          { ...alert, status: 'unsubscribed', unsubscribedAt: at('10:00') },
        ]);
        expect(
          await harbour().unsubscribeSimilarCarAlert(`x${alert.unsubscribeToken}`, at('10:00')),
        ).toBe(false);
        expect(await harbour().unsubscribeSimilarCarAlert('', at('10:00'))).toBe(false);
      });

      it('unsubscribes a due alert, keeping the car that fulfilled it', async () => {
        const alert = await harbour().createSimilarCarAlert(alertInput());
        const matchedCarId = newCarId();
        await harbour().markSimilarCarAlertDue({
          alertId: alert.id,
          matchedCarId,
          dueAt: at('10:00'),
        });
        expect(
          await harbour().unsubscribeSimilarCarAlert(alert.unsubscribeToken, at('11:00')),
        ).toBe(true);
        const [stored] = await harbour().similarCarAlerts({ carId: alert.carId });
        expect(stored).toMatchObject({
          status: 'unsubscribed',
          matchedCarId,
          dueAt: at('10:00'),
          unsubscribedAt: at('11:00'),
        });
      });

      it('reads alerts by car and status, newest first', async () => {
        const carId = newCarId();
        const older = await harbour().createSimilarCarAlert(
          alertInput({ carId, email: 'a@example.com', createdAt: at('09:00') }),
        );
        const newer = await harbour().createSimilarCarAlert(
          alertInput({ carId, email: 'b@example.com', createdAt: at('09:30') }),
        );
        await harbour().unsubscribeSimilarCarAlert(older.unsubscribeToken, at('10:00'));
        expect(idsOf(await harbour().similarCarAlerts({ carId }))).toEqual([newer.id, older.id]);
        expect(idsOf(await harbour().similarCarAlerts({ carId, status: 'waiting' }))).toEqual([
          newer.id,
        ]);
        expect(await harbour().similarCarAlerts({ carId }, 1)).toHaveLength(1);
      });

      it('keeps each site’s alerts to itself: another site cannot read, fulfil or unsubscribe them', async () => {
        const alert = await harbour().createSimilarCarAlert(alertInput());
        expect(await outback().similarCarAlerts({ carId: alert.carId })).toEqual([]);
        expect(idsOf(await allWaiting(outback(), MAX_PAGE))).not.toContain(alert.id);
        expect(
          await outback().markSimilarCarAlertDue({
            alertId: alert.id,
            matchedCarId: newCarId(),
            dueAt: at('10:00'),
          }),
        ).toBe(false);
        expect(
          await outback().unsubscribeSimilarCarAlert(alert.unsubscribeToken, at('10:00')),
        ).toBe(false);
        expect(await harbour().similarCarAlerts({ carId: alert.carId })).toEqual([alert]);

        // The same car id and contact on the other site is an alert of its own.
        const theirs = await outback().createSimilarCarAlert(alertInput({ carId: alert.carId }));
        expect(theirs.id).not.toBe(alert.id);
        expect(await outback().similarCarAlerts({ carId: alert.carId })).toEqual([theirs]);
      });
    });

    it('migrates again without harm', async () => {
      await records!.migrate();
      const carId = newCarId();
      await harbour().recordCarView({ carId, visitorKey: 'visitor-a', day: '2026-11-01' });
      expect(await harbour().carViewCounts([carId])).toEqual([1]);
    });
  });
}
