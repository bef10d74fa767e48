import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { describe, expect, it } from 'vitest';
import { siteWithSlug } from '../../leads/testing/sample-lead.js';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import type { SiteRecords } from './records.port.js';

export interface CheckoutJourneyCaseContext {
  forSite: (site: Site) => SiteRecords;
}

const AT = new Date('2026-11-01T09:00:00.000Z');
const later = (ms: number) => new Date(AT.getTime() + ms);

/**
 * Online purchase journeys through the Records port: found again by account or by browser,
 * steps merged one at a time, claimed by an account, and never seen by another site.
 */
export function describeCheckoutJourneys({ forSite }: CheckoutJourneyCaseContext): void {
  describe('checkout journeys', () => {
    const newSite = () => forSite(siteWithSlug(harbourSite, `journey-${randomUUID()}`));
    const newJourney = (overrides: { userId?: string | null; browserKeyHash?: string | null }) => ({
      id: randomUUID(),
      carId: `car-${randomUUID()}`,
      userId: overrides.userId ?? null,
      browserKeyHash: overrides.browserKeyHash ?? null,
    });

    it('starts a journey with no steps, no lead and no reservation', async () => {
      const records = newSite();
      const input = newJourney({ browserKeyHash: 'hash-a' });
      const journey = await records.createCheckoutJourney(input, AT);
      expect(journey).toEqual({
        id: input.id,
        carId: input.carId,
        userId: null,
        leadId: null,
        reservationId: null,
        steps: {},
        createdAt: AT,
        updatedAt: AT,
      });
      expect(await records.checkoutJourney(input.id)).toEqual(journey);
    });

    it('keeps each step’s answers, replacing a step answered again', async () => {
      const records = newSite();
      const { id } = await records.createCheckoutJourney(newJourney({}), AT);
      await records.saveCheckoutStep(id, 'details', { firstName: 'Ada' }, later(1));
      await records.saveCheckoutStep(id, 'tradeIn', { choice: 'none' }, later(2));
      const saved = await records.saveCheckoutStep(id, 'details', { firstName: 'Grace' }, later(3));
      expect(saved?.steps).toEqual({
        details: { firstName: 'Grace' },
        tradeIn: { choice: 'none' },
      });
      expect(saved?.updatedAt).toEqual(later(3));
      expect((await records.checkoutJourney(id))?.steps).toEqual(saved?.steps);
    });

    it('keeps both of two steps saved at the same moment', async () => {
      const records = newSite();
      const { id } = await records.createCheckoutJourney(newJourney({}), AT);
      await Promise.all([
        records.saveCheckoutStep(id, 'finance', { method: 'cash' }, later(1)),
        records.saveCheckoutStep(id, 'delivery', { method: 'pickUp' }, later(1)),
      ]);
      expect((await records.checkoutJourney(id))?.steps).toEqual({
        finance: { method: 'cash' },
        delivery: { method: 'pickUp' },
      });
    });

    it('finds the account’s and the browser’s latest journey for a car', async () => {
      const records = newSite();
      const userId = randomUUID();
      const first = newJourney({ userId, browserKeyHash: 'hash-b' });
      await records.createCheckoutJourney(first, AT);
      const second = { ...first, id: randomUUID() };
      await records.createCheckoutJourney(second, later(1000));

      expect((await records.checkoutJourneyOfUser(userId, first.carId))?.id).toBe(second.id);
      expect((await records.checkoutJourneyOfBrowser('hash-b', first.carId))?.id).toBe(second.id);
      expect(await records.checkoutJourneyOfUser(userId, 'another-car')).toBeNull();
      expect(await records.checkoutJourneyOfUser(randomUUID(), first.carId)).toBeNull();
      expect(await records.checkoutJourneyOfBrowser('hash-other', first.carId)).toBeNull();
    });

    it('gives a browser’s journey to the account that signs in, never to a second account', async () => {
      const records = newSite();
      const input = newJourney({ browserKeyHash: 'hash-c' });
      await records.createCheckoutJourney(input, AT);
      const [owner, stranger] = [randomUUID(), randomUUID()];

      const claimed = await records.claimCheckoutJourney(input.id, owner, later(1));
      expect(claimed?.userId).toBe(owner);
      expect((await records.checkoutJourneyOfUser(owner, input.carId))?.id).toBe(input.id);
      expect(await records.claimCheckoutJourney(input.id, stranger, later(2))).toBeNull();
      expect((await records.checkoutJourney(input.id))?.userId).toBe(owner);
      // Claiming again by the same account changes nothing.
      expect((await records.claimCheckoutJourney(input.id, owner, later(3)))?.userId).toBe(owner);
    });

    it('stores the lead and the reservation of a journey', async () => {
      const records = newSite();
      const { id } = await records.createCheckoutJourney(newJourney({}), AT);
      const [leadId, reservationId] = [randomUUID(), randomUUID()];
      expect((await records.setCheckoutJourneyLead(id, leadId, later(1)))?.leadId).toBe(leadId);
      const withReservation = await records.setCheckoutJourneyReservation(
        id,
        reservationId,
        later(2),
      );
      expect(withReservation).toMatchObject({ leadId, reservationId, updatedAt: later(2) });
    });

    it('finds nothing for ids that are not uuids or do not exist', async () => {
      const records = newSite();
      expect(await records.checkoutJourney('not-a-uuid')).toBeNull();
      expect(await records.checkoutJourney(randomUUID())).toBeNull();
      expect(await records.saveCheckoutStep(randomUUID(), 'details', {}, AT)).toBeNull();
      expect(await records.checkoutJourneyOfUser('not-a-uuid', 'car-a')).toBeNull();
      expect(await records.claimCheckoutJourney('not-a-uuid', randomUUID(), AT)).toBeNull();
    });

    it('keeps each site’s journeys to itself', async () => {
      const site = siteWithSlug(harbourSite, `journey-${randomUUID()}`);
      const other = forSite(siteWithSlug(harbourSite, `journey-${randomUUID()}`));
      const userId = randomUUID();
      const input = newJourney({ userId, browserKeyHash: 'hash-d' });
      await forSite(site).createCheckoutJourney(input, AT);

      expect(await other.checkoutJourney(input.id)).toBeNull();
      expect(await other.checkoutJourneyOfUser(userId, input.carId)).toBeNull();
      expect(await other.checkoutJourneyOfBrowser('hash-d', input.carId)).toBeNull();
      expect(await other.saveCheckoutStep(input.id, 'details', { x: 1 }, later(1))).toBeNull();
      expect(await other.claimCheckoutJourney(input.id, randomUUID(), later(1))).toBeNull();
      expect(await other.setCheckoutJourneyLead(input.id, randomUUID(), later(1))).toBeNull();
      expect(
        await other.setCheckoutJourneyReservation(input.id, randomUUID(), later(1)),
      ).toBeNull();
      expect((await forSite(site).checkoutJourney(input.id))?.steps).toEqual({});
    });
  });
}
