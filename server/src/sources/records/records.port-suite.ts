import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harbourSite, outbackSite } from '../../stock/testing/fixture-sites.js';
import type { Records, SiteRecords } from './records.port.js';
import { describeLeadRecords } from './lead-records.port-cases.js';
import { describeLeadDeadLetters } from './lead-dead-letters.port-cases.js';
import { describePartnerKeys } from './partner-keys.port-cases.js';
import { describeSavedCars } from './saved-cars.port-cases.js';
import { describeReservations } from './reservations.port-cases.js';
import { describeShopperAccounts } from './shopper-accounts.port-cases.js';
import { describeSimilarCarAlerts } from './similar-car-alerts.port-cases.js';
import { describeSimilarCarAlertEmails } from './similar-car-alert-emails.port-cases.js';
import { describeWatchlist } from './watchlist.port-cases.js';
import { describeCheckoutJourneys } from './checkout-journeys.port-cases.js';
import { describeStockSync } from './stock-sync.port-cases.js';

/** Starting PGlite or creating a database takes a few seconds. */
const SETUP_TIMEOUT_MS = 60_000;

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
    describeSimilarCarAlerts({ harbour, outback, newCarId });
    describeLeadRecords({ forSite: (site) => records!.forSite(site) });
    describeLeadDeadLetters({ forSite: (site) => records!.forSite(site) });
    describeSimilarCarAlertEmails({ forSite: (site) => records!.forSite(site) });
    describePartnerKeys({ forSite: (site) => records!.forSite(site) });
    describeWatchlist({ forSite: (site) => records!.forSite(site) });
    describeSavedCars({ forSite: (site) => records!.forSite(site) });
    describeShopperAccounts({ forSite: (site) => records!.forSite(site) });
    describeReservations({ forSite: (site) => records!.forSite(site) });
    describeCheckoutJourneys({ forSite: (site) => records!.forSite(site) });
    describeStockSync({ forSite: (site) => records!.forSite(site) });

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

    describe('contact phone reveals', () => {
      it('stores each reveal with its location, or none for the site’s number, newest first', async () => {
        const before = await harbour().contactPhoneReveals();
        const earlier = new Date('2030-01-01T09:00:00.000Z');
        const later = new Date('2030-01-01T10:30:00.000Z');
        await harbour().recordContactPhoneReveal({ locationId: 'loc-1', occurredAt: earlier });
        await harbour().recordContactPhoneReveal({ locationId: null, occurredAt: later });
        expect((await harbour().contactPhoneReveals()).slice(0, 2)).toEqual([
          { locationId: null, occurredAt: later },
          { locationId: 'loc-1', occurredAt: earlier },
        ]);
        expect(await harbour().contactPhoneReveals()).toHaveLength(before.length + 2);
      });

      it('keeps each site’s reveals to itself', async () => {
        const outbackBefore = (await outback().contactPhoneReveals()).length;
        await harbour().recordContactPhoneReveal({ locationId: 'loc-2', occurredAt: new Date() });
        expect(await outback().contactPhoneReveals()).toHaveLength(outbackBefore);
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

    it('migrates again without harm', async () => {
      await records!.migrate();
      const carId = newCarId();
      await harbour().recordCarView({ carId, visitorKey: 'visitor-a', day: '2026-11-01' });
      expect(await harbour().carViewCounts([carId])).toEqual([1]);
    });
  });
}
