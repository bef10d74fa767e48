import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { describe, expect, it } from 'vitest';
import { siteWithSlug } from '../../leads/testing/sample-lead.js';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import { MAX_WATCHLIST_ENTRIES } from '../../watchlist/watchlist-records.port.js';
import type { SiteRecords } from './records.port.js';

export interface WatchlistCaseContext {
  forSite: (site: Site) => SiteRecords;
}

/**
 * Watchlists through the Records port: saved once, newest first, removed, kept per shopper and
 * per site, and never longer than the cap. Each case works on sites and shoppers of its own.
 */
export function describeWatchlist({ forSite }: WatchlistCaseContext): void {
  describe('watchlist', () => {
    const newSite = () => forSite(siteWithSlug(harbourSite, `watch-${randomUUID()}`));
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));

    it('lists saved cars newest first, saving one again keeping its first time', async () => {
      const site = newSite();
      const user = randomUUID();
      expect(await site.addToWatchlist(user, 'car-a', at(1))).toBe('added');
      expect(await site.addToWatchlist(user, 'car-b', at(2))).toBe('added');
      expect(await site.addToWatchlist(user, 'car-a', at(3))).toBe('alreadySaved');
      expect(await site.watchlist(user)).toEqual([
        { carId: 'car-b', createdAt: at(2) },
        { carId: 'car-a', createdAt: at(1) },
      ]);
    });

    it('removes a car once, and answers whether it was there', async () => {
      const site = newSite();
      const user = randomUUID();
      await site.addToWatchlist(user, 'car-a', at(1));
      expect(await site.removeFromWatchlist(user, 'car-a')).toBe(true);
      expect(await site.removeFromWatchlist(user, 'car-a')).toBe(false);
      expect(await site.watchlist(user)).toEqual([]);
    });

    it('answers many cars at once, in the order asked', async () => {
      const site = newSite();
      const user = randomUUID();
      await site.addToWatchlist(user, 'car-a', at(1));
      await site.addToWatchlist(user, 'car-c', at(2));
      expect(await site.watchlistHas(user, ['car-c', 'car-b', 'car-a', 'car-c'])).toEqual([
        true,
        false,
        true,
        true,
      ]);
      expect(await site.watchlistHas(user, [])).toEqual([]);
    });

    it('keeps each shopper’s list and each site’s lists to themselves', async () => {
      const site = newSite();
      const other = newSite();
      const user = randomUUID();
      const someoneElse = randomUUID();
      await site.addToWatchlist(user, 'car-a', at(1));
      expect(await site.watchlist(someoneElse)).toEqual([]);
      expect(await other.watchlist(user)).toEqual([]);
      expect(await other.watchlistHas(user, ['car-a'])).toEqual([false]);
      expect(await other.removeFromWatchlist(user, 'car-a')).toBe(false);
      expect(await site.watchlistHas(user, ['car-a'])).toEqual([true]);
    });

    it('finds nothing for an id that is no account id', async () => {
      const site = newSite();
      expect(await site.watchlist('not-a-user')).toEqual([]);
      expect(await site.watchlistHas('not-a-user', ['car-a'])).toEqual([false]);
      expect(await site.removeFromWatchlist('not-a-user', 'car-a')).toBe(false);
    });

    it(`takes no more than ${MAX_WATCHLIST_ENTRIES} cars`, async () => {
      const site = newSite();
      const user = randomUUID();
      for (let i = 0; i < MAX_WATCHLIST_ENTRIES; i++) {
        await site.addToWatchlist(user, `car-${i}`, at(0));
      }
      expect(await site.addToWatchlist(user, 'car-one-more', at(1))).toBe('full');
      expect(await site.addToWatchlist(user, 'car-0', at(1))).toBe('alreadySaved');
      expect(await site.watchlist(user)).toHaveLength(MAX_WATCHLIST_ENTRIES);
      await site.removeFromWatchlist(user, 'car-0');
      expect(await site.addToWatchlist(user, 'car-one-more', at(1))).toBe('added');
    });
  });
}
