import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { describe, expect, it } from 'vitest';
import { siteWithSlug } from '../../leads/testing/sample-lead.js';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import type { SimilarCarArrival } from '../../alerts/similar-car-alert-emails.port.js';
import {
  MAX_SAVED_SEARCHES_PER_USER,
  type SavedSearchInput,
} from '../../saved-searches/account-alerts.port.js';
import type { SiteRecords } from './records.port.js';

export interface AccountAlertCaseContext {
  forSite: (site: Site) => SiteRecords;
  /** Puts a car on the watchlist of account `userId`, made with `email` if new (other domains' writes). */
  watch: (site: Site, userId: string, carId: string, email?: string) => Promise<void>;
}

const LEASE_MS = 2 * 60_000;

/**
 * Saved searches, price marks and their e-mails through the records port: each car listed once
 * per search, each drop told once, e-mails claimed by one worker at a time, unsubscribe links,
 * and one site or shopper never reaching another's. Each case uses a site of its own.
 */
export function describeAccountAlerts({ forSite, watch }: AccountAlertCaseContext): void {
  describe('saved searches and price drops', () => {
    const newSite = () => siteWithSlug(harbourSite, `account-alerts-${randomUUID()}`);
    const at = (time: string) => new Date(`2026-11-01T${time}:00.000Z`);
    const car = (id: string, priceText = '$22,990'): SimilarCarArrival => ({
      id,
      slug: `${id}-slug`,
      name: `2024 Toyota Corolla ${id}`,
      priceText,
    });
    const input = (overrides: Partial<SavedSearchInput> = {}): SavedSearchInput => ({
      userId: randomUUID(),
      email: 'shopper@example.com',
      label: 'Used Toyotas',
      path: '/search/used-cars',
      query: 'refinementList%5Bmake%5D%5B0%5D=Toyota',
      criteria: { filters: { make: ['Toyota'] }, ranges: {} },
      alertsEnabled: true,
      seenCarIds: ['old-1', 'old-2'],
      createdAt: at('08:00'),
      ...overrides,
    });

    it('saves a search for its shopper only, newest first', async () => {
      const site = forSite(newSite());
      const first = (await site.createSavedSearch(input()))!;
      const second = (await site.createSavedSearch(
        input({ userId: first.userId, label: 'Utes', createdAt: at('09:00') }),
      ))!;
      expect(first.criteria).toEqual({ filters: { make: ['Toyota'] }, ranges: {} });
      expect(first.unsubscribeToken).toMatch(/^[\w-]{43}$/);
      expect((await site.savedSearchesOf(first.userId)).map((s) => s.label)).toEqual([
        'Utes',
        'Used Toyotas',
      ]);
      expect(await site.savedSearchesOf(randomUUID())).toEqual([]);
      // Another shopper can neither change nor delete it.
      expect(await site.setSavedSearchAlerts(randomUUID(), second.id, false)).toBeNull();
      expect(await site.deleteSavedSearch(randomUUID(), second.id)).toBe(false);
      expect(await site.deleteSavedSearch(first.userId, second.id)).toBe(true);
      expect((await site.savedSearchesOf(first.userId)).map((s) => s.label)).toEqual([
        'Used Toyotas',
      ]);
    });

    it(`keeps at most ${MAX_SAVED_SEARCHES_PER_USER} searches per shopper`, async () => {
      const site = forSite(newSite());
      const userId = randomUUID();
      for (let i = 0; i < MAX_SAVED_SEARCHES_PER_USER; i++) {
        expect(await site.createSavedSearch(input({ userId, seenCarIds: [] }))).not.toBeNull();
      }
      expect(await site.createSavedSearch(input({ userId }))).toBeNull();
      expect(await site.createSavedSearch(input())).not.toBeNull();
    });

    it('lists each car once per search: seen at save time, or by an earlier e-mail', async () => {
      const site = forSite(newSite());
      const search = (await site.createSavedSearch(input()))!;
      expect(await site.unseenCarIds(search.id, ['new-1', 'old-1', 'new-2'])).toEqual([
        'new-1',
        'new-2',
      ]);
      const matches = {
        savedSearchId: search.id,
        cars: [car('new-1'), car('old-1')],
        dueAt: at('10:00'),
      };
      expect(await site.recordSavedSearchMatches(matches)).toBe(1);
      expect(await site.recordSavedSearchMatches(matches)).toBe(0);
      expect(await site.unseenCarIds(search.id, ['new-1', 'new-2'])).toEqual(['new-2']);
      const emails = await site.accountAlertEmails(search.userId);
      expect(emails).toHaveLength(1);
      expect(emails[0]!.payload).toMatchObject({ kind: 'saved-search', cars: [car('new-1')] });
    });

    it('queues nothing for a search whose e-mails are off', async () => {
      const site = forSite(newSite());
      const search = (await site.createSavedSearch(input({ alertsEnabled: false })))!;
      expect(await site.alertingSavedSearches({ limit: 10 })).toEqual([]);
      const matches = { savedSearchId: search.id, cars: [car('new-1')], dueAt: at('10:00') };
      expect(await site.recordSavedSearchMatches(matches)).toBe(0);
      await site.setSavedSearchAlerts(search.userId, search.id, true);
      expect((await site.alertingSavedSearches({ limit: 10 })).map((s) => s.id)).toEqual([
        search.id,
      ]);
    });

    it('claims an e-mail for one worker at a time, and never again once sent', async () => {
      const site = forSite(newSite());
      const search = (await site.createSavedSearch(input()))!;
      await site.recordSavedSearchMatches({
        savedSearchId: search.id,
        cars: [car('new-1')],
        dueAt: at('10:00'),
      });
      const [claimed, ...rest] = await site.claimDueAccountAlertEmails(5, at('10:00'), LEASE_MS);
      expect(rest).toEqual([]);
      expect(claimed).toMatchObject({
        attempt: 1,
        recipient: 'shopper@example.com',
        unsubscribeToken: search.unsubscribeToken,
      });
      expect(await site.claimDueAccountAlertEmails(5, at('10:01'), LEASE_MS)).toEqual([]);
      // The lease ran out (the worker died): another worker takes it.
      const [again] = await site.claimDueAccountAlertEmails(5, at('10:03'), LEASE_MS);
      expect(again).toMatchObject({ emailId: claimed!.emailId, attempt: 2 });
      const sent = { emailId: claimed!.emailId, sentAt: at('10:03'), messageId: '<m@x>' };
      expect(await site.markAccountAlertEmailSent(sent)).toBe(true);
      expect(await site.markAccountAlertEmailSent(sent)).toBe(false);
      expect(await site.claimDueAccountAlertEmails(5, at('11:00'), LEASE_MS)).toEqual([]);
    });

    it('unsubscribing stops the search’s e-mails and cancels the pending one', async () => {
      const site = forSite(newSite());
      const search = (await site.createSavedSearch(input()))!;
      await site.recordSavedSearchMatches({
        savedSearchId: search.id,
        cars: [car('new-1')],
        dueAt: at('10:00'),
      });
      expect(await site.unsubscribeAccountAlert(`${search.unsubscribeToken}x`)).toBe(false);
      expect(await site.unsubscribeAccountAlert(search.unsubscribeToken)).toBe(true);
      expect(await site.claimDueAccountAlertEmails(5, at('10:00'), LEASE_MS)).toEqual([]);
      expect((await site.accountAlertEmails(search.userId))[0]!.status).toBe('cancelled');
      expect((await site.savedSearchesOf(search.userId))[0]!.alertsEnabled).toBe(false);
    });

    it('tells a price drop once, from the mark, and moves the mark', async () => {
      const slugSite = newSite();
      const site = forSite(slugSite);
      const userId = randomUUID();
      await watch(slugSite, userId, 'watched-1', 'watcher@example.com');
      // On by default; the shopper can turn them off and on again.
      expect(await site.priceDropAlertsEnabled(userId)).toBe(true);
      await site.setPriceDropAlerts(userId, 'watcher@example.com', false, at('08:00'));
      expect(await site.watchedCars({ limit: 10 })).toEqual([]);
      await site.setPriceDropAlerts(userId, 'watcher@example.com', true, at('08:00'));
      expect(await site.priceDropAlertsEnabled(userId)).toBe(true);
      expect(await site.watchedCars({ limit: 10 })).toEqual([
        { userId, carId: 'watched-1', markedPrice: null },
      ]);
      await site.markWatchedPrice(userId, 'watched-1', 25_000, at('09:00'));
      await site.markWatchedPrice(userId, 'watched-1', 99_000, at('09:01'));
      expect((await site.watchedCars({ limit: 10 }))[0]!.markedPrice).toBe(25_000);
      const drop = {
        userId,
        car: car('watched-1', '$23,000'),
        fromPrice: 25_000,
        toPrice: 23_000,
        wasText: '$25,000',
        dueAt: at('10:00'),
      };
      expect(await site.recordPriceDrop(drop)).toBe(true);
      expect(await site.recordPriceDrop(drop)).toBe(false);
      expect((await site.watchedCars({ limit: 10 }))[0]!.markedPrice).toBe(23_000);
      const [email] = await site.claimDueAccountAlertEmails(5, at('10:00'), LEASE_MS);
      expect(email).toMatchObject({
        recipient: 'watcher@example.com',
        payload: { kind: 'price-drop', wasText: '$25,000' },
      });
      // Unsubscribed (the e-mail's link): no further drops are told.
      expect(await site.unsubscribeAccountAlert(email!.unsubscribeToken)).toBe(true);
      expect(await site.priceDropAlertsEnabled(userId)).toBe(false);
      expect(await site.recordPriceDrop({ ...drop, fromPrice: 23_000, toPrice: 20_000 })).toBe(
        false,
      );
    });

    it('keeps each site’s searches, marks and e-mails to itself', async () => {
      const [homeSlug, otherSlug] = [newSite(), newSite()];
      const [home, other] = [forSite(homeSlug), forSite(otherSlug)];
      const search = (await home.createSavedSearch(input()))!;
      await home.recordSavedSearchMatches({
        savedSearchId: search.id,
        cars: [car('new-1')],
        dueAt: at('10:00'),
      });
      expect(await other.savedSearchesOf(search.userId)).toEqual([]);
      expect(await other.alertingSavedSearches({ limit: 10 })).toEqual([]);
      expect(await other.setSavedSearchAlerts(search.userId, search.id, false)).toBeNull();
      expect(await other.deleteSavedSearch(search.userId, search.id)).toBe(false);
      expect(
        await other.recordSavedSearchMatches({
          savedSearchId: search.id,
          cars: [car('new-2')],
          dueAt: at('10:00'),
        }),
      ).toBe(0);
      expect(await other.unsubscribeAccountAlert(search.unsubscribeToken)).toBe(false);
      expect(await other.claimDueAccountAlertEmails(5, at('10:00'), LEASE_MS)).toEqual([]);
      expect(await other.accountAlertEmails(search.userId)).toEqual([]);
      await watch(homeSlug, search.userId, 'watched-1');
      expect(await home.watchedCars({ limit: 10 })).toHaveLength(1);
      expect(await other.watchedCars({ limit: 10 })).toEqual([]);
      expect(await home.claimDueAccountAlertEmails(5, at('10:00'), LEASE_MS)).toHaveLength(1);
    });

    it('finds nothing for ids that are not uuids', async () => {
      const site = forSite(newSite());
      expect(await site.savedSearchesOf('nope')).toEqual([]);
      expect(await site.deleteSavedSearch('nope', 'nope')).toBe(false);
      expect(await site.setSavedSearchAlerts(randomUUID(), 'nope', true)).toBeNull();
      expect(
        await site.markAccountAlertEmailSent({ emailId: 'x', sentAt: at('10:00'), messageId: 'm' }),
      ).toBe(false);
    });
  });
}
