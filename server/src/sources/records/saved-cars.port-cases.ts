import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { describe, expect, it } from 'vitest';
import { siteWithSlug } from '../../leads/testing/sample-lead.js';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import {
  COMPARE_LIST_LIMIT,
  FAVOURITES_LIST_LIMIT,
} from '../../saved-cars/saved-cars-records.port.js';
import type { SiteRecords } from './records.port.js';

export interface SavedCarCaseContext {
  forSite: (site: Site) => SiteRecords;
}

const AT = new Date('2026-11-01T09:00:00.000Z');
const later = (ms: number) => new Date(AT.getTime() + ms);

/**
 * A signed-in shopper's favourites and compare lists through the Records port: in saved order,
 * one row per car, capped, merged idempotently, and never seen by another site or account.
 */
export function describeSavedCars({ forSite }: SavedCarCaseContext): void {
  describe('saved cars', () => {
    const newSite = () => forSite(siteWithSlug(harbourSite, `saved-${randomUUID()}`));
    const ids = (cars: { carId: string }[]) => cars.map((car) => car.carId);

    it('saves cars to a list in the order saved and takes one off', async () => {
      const records = newSite();
      const user = randomUUID();
      expect(await records.saveCar(user, 'favourites', 'car-b', AT)).toBe('saved');
      expect(await records.saveCar(user, 'favourites', 'car-a', later(1000))).toBe('saved');
      expect(await records.saveCar(user, 'favourites', 'car-b', later(2000))).toBe('already-saved');

      expect(ids(await records.savedCars(user, 'favourites'))).toEqual(['car-b', 'car-a']);
      expect(await records.unsaveCar(user, 'favourites', 'car-b')).toBe(true);
      expect(await records.unsaveCar(user, 'favourites', 'car-b')).toBe(false);
      expect(ids(await records.savedCars(user, 'favourites'))).toEqual(['car-a']);
    });

    it('keeps the two lists apart', async () => {
      const records = newSite();
      const user = randomUUID();
      await records.saveCar(user, 'compare', 'car-a', AT);

      expect(ids(await records.savedCars(user, 'compare'))).toEqual(['car-a']);
      expect(await records.savedCars(user, 'favourites')).toEqual([]);
    });

    it(`refuses a ${COMPARE_LIST_LIMIT + 1}th car to compare`, async () => {
      const records = newSite();
      const user = randomUUID();
      for (let n = 0; n < COMPARE_LIST_LIMIT; n++) {
        expect(await records.saveCar(user, 'compare', `car-${n}`, later(n))).toBe('saved');
      }
      expect(await records.saveCar(user, 'compare', 'car-extra', later(99))).toBe('full');
      expect(await records.savedCars(user, 'compare')).toHaveLength(COMPARE_LIST_LIMIT);
    });

    it('merges the browser’s cars after the saved ones, once, up to the limit', async () => {
      const records = newSite();
      const user = randomUUID();
      await records.saveCar(user, 'compare', 'car-a', AT);
      const merged = await records.mergeSavedCars(
        user,
        'compare',
        ['car-c', 'car-a', 'car-b', 'car-c', 'car-d', 'car-e'],
        later(1000),
      );

      expect(ids(merged)).toEqual(['car-a', 'car-c', 'car-b', 'car-d']);
      const again = await records.mergeSavedCars(user, 'compare', ['car-c', 'car-e'], later(2000));
      expect(ids(again)).toEqual(['car-a', 'car-c', 'car-b', 'car-d']);
    });

    it(`caps favourites at ${FAVOURITES_LIST_LIMIT}`, async () => {
      const records = newSite();
      const user = randomUUID();
      const many = Array.from({ length: FAVOURITES_LIST_LIMIT + 5 }, (_, n) => `car-${n}`);

      expect(await records.mergeSavedCars(user, 'favourites', many, AT)).toHaveLength(
        FAVOURITES_LIST_LIMIT,
      );
      expect(await records.saveCar(user, 'favourites', 'car-more', later(1))).toBe('full');
    });

    it('keeps each account’s and each site’s lists to themselves', async () => {
      const site = siteWithSlug(harbourSite, `saved-${randomUUID()}`);
      const other = forSite(siteWithSlug(harbourSite, `saved-${randomUUID()}`));
      const [user, neighbour] = [randomUUID(), randomUUID()];
      await forSite(site).saveCar(user, 'favourites', 'car-a', AT);

      expect(await forSite(site).savedCars(neighbour, 'favourites')).toEqual([]);
      expect(await other.savedCars(user, 'favourites')).toEqual([]);
      expect(await other.unsaveCar(user, 'favourites', 'car-a')).toBe(false);
      expect(ids(await forSite(site).savedCars(user, 'favourites'))).toEqual(['car-a']);
    });

    it('finds nothing for a user id that is not a uuid', async () => {
      const records = newSite();
      expect(await records.savedCars('not-a-uuid', 'favourites')).toEqual([]);
      expect(await records.unsaveCar('not-a-uuid', 'favourites', 'car-a')).toBe(false);
    });
  });
}
