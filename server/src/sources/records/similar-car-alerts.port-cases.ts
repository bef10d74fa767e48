import { describe, expect, it } from 'vitest';
import type { SimilarityCriteria } from '../../stock/similar-cars.js';
import type {
  SimilarCarAlert,
  SimilarCarAlertInput,
} from '../../alerts/similar-car-alerts.port.js';
import type { SiteRecords } from './records.port.js';

/** The longest page a read answers. */
const MAX_PAGE = 1000;

export interface RecordsPortCaseContext {
  harbour: () => SiteRecords;
  outback: () => SiteRecords;
  /** A car id no other case uses. */
  newCarId: () => string;
}

/** The similar-car alerts of the Records port: storing, paging, fulfilling once, unsubscribing. */
export function describeSimilarCarAlerts({
  harbour,
  outback,
  newCarId,
}: RecordsPortCaseContext): void {
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
      for (let i = 0; i < 5; i++) created.push(await harbour().createSimilarCarAlert(alertInput()));
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
      expect(await harbour().markSimilarCarAlertDue({ alertId: 'not-an-id', ...due })).toBe(false);
      const [stored] = await harbour().similarCarAlerts({ carId: alert.carId });
      expect(stored).toMatchObject({ status: 'unsubscribed', matchedCarId: null, dueAt: null });
    });

    it('unsubscribes by token, harmlessly again, keeping the first time', async () => {
      const alert = await harbour().createSimilarCarAlert(alertInput());
      expect(await harbour().unsubscribeSimilarCarAlert(alert.unsubscribeToken, at('10:00'))).toBe(
        true,
      );
      expect(await harbour().unsubscribeSimilarCarAlert(alert.unsubscribeToken, at('11:00'))).toBe(
        true,
      );
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
      expect(await harbour().unsubscribeSimilarCarAlert(alert.unsubscribeToken, at('11:00'))).toBe(
        true,
      );
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
      expect(await outback().unsubscribeSimilarCarAlert(alert.unsubscribeToken, at('10:00'))).toBe(
        false,
      );
      expect(await harbour().similarCarAlerts({ carId: alert.carId })).toEqual([alert]);

      // The same car id and contact on the other site is an alert of its own.
      const theirs = await outback().createSimilarCarAlert(alertInput({ carId: alert.carId }));
      expect(theirs.id).not.toBe(alert.id);
      expect(await outback().similarCarAlerts({ carId: alert.carId })).toEqual([theirs]);
    });
  });
}
