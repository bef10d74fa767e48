import { randomUUID } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteWithSlug } from '../leads/testing/sample-lead.js';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import {
  createTestRecordsWithWatchlist,
  type RecordsWithWatchlist,
} from '../testing/test-records-with-watchlist.js';
import { AccountAlertMailer } from './account-alert-mailer.js';

/**
 * The mailer's retries through real records (PGlite): a failed send is tried again after its
 * back-off, a success is never sent again, and the last failure dead-letters the e-mail.
 */

const DUE_AT = new Date('2026-11-01T09:00:00.000Z');
const RETRY = { baseMs: 30_000, capMs: 30 * 60_000 };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let store: RecordsWithWatchlist;
beforeAll(async () => {
  store = createTestRecordsWithWatchlist();
  await store.records.migrate();
}, 60_000);
afterAll(async () => {
  await store.records.close();
});

/** A site of its own with one saved search whose new match is queued at DUE_AT. */
async function queuedEmail() {
  const site = siteWithSlug(harbourSite, `account-mailer-${randomUUID()}`);
  const records = store.records.forSite(site);
  const search = (await records.createSavedSearch({
    userId: randomUUID(),
    email: 'shopper@example.com',
    label: 'Utes',
    path: '/search/used-cars',
    query: '',
    criteria: { filters: {}, ranges: {} },
    alertsEnabled: true,
    seenCarIds: [],
    createdAt: DUE_AT,
  }))!;
  await records.recordSavedSearchMatches({
    savedSearchId: search.id,
    cars: [{ id: 'ute-1', slug: 'ute-1', name: '2024 Ford Ranger', priceText: '$49,990' }],
    dueAt: DUE_AT,
  });
  return { site, records, search };
}

function mailerFor(
  site: ReturnType<typeof siteWithSlug>,
  send: (message: SendMailOptions) => Promise<void>,
  clock: { now: Date },
  maxAttempts = 8,
) {
  return new AccountAlertMailer({
    sites: [site],
    records: store.records,
    send,
    origin: () => 'https://harbour.example',
    log: quiet,
    now: () => clock.now,
    random: () => 0.5,
    retry: RETRY,
    maxAttempts,
  });
}

describe('AccountAlertMailer', () => {
  it('retries a failed send after its back-off, then never sends it again', async () => {
    const { site, records, search } = await queuedEmail();
    const clock = { now: DUE_AT };
    const sent: SendMailOptions[] = [];
    let failNext = true;
    const mailer = mailerFor(
      site,
      async (message) => {
        if (failNext) {
          failNext = false;
          throw new Error('SMTP 451 try again later');
        }
        sent.push(message);
      },
      clock,
    );
    expect(await mailer.runOnce()).toEqual({ sent: 0, retried: 1, dead: 0 });
    // Not due again until its back-off has passed.
    expect(await mailer.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
    clock.now = new Date(DUE_AT.getTime() + 60 * 60_000);
    expect(await mailer.runOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(await mailer.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('shopper@example.com');
    const [email] = await records.accountAlertEmails(search.userId);
    expect(email).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('dead-letters an e-mail whose last attempt failed', async () => {
    const { site, records, search } = await queuedEmail();
    const clock = { now: DUE_AT };
    const mailer = mailerFor(
      site,
      async () => {
        throw new Error('mailbox unavailable');
      },
      clock,
      1,
    );
    expect(await mailer.runOnce()).toEqual({ sent: 0, retried: 0, dead: 1 });
    const [email] = await records.accountAlertEmails(search.userId);
    expect(email).toMatchObject({ status: 'dead', attempts: 1 });
  });
});
