import { randomUUID } from 'node:crypto';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewerOf } from '../accounts/viewer.js';
import type { AlertLog } from '../alerts/fulfil-similar-car-alerts.js';
import { fulfilSiteAlerts } from '../alerts/similar-car-alert-runs.js';
import { priceDisplay } from '../stock/price-display.js';
import { toStockDocument } from '../stock/stock-document.js';
import { createTestPlatform, TEST_NOW } from '../testing/test-platform.js';
import {
  createTestRecordsWithWatchlist,
  type RecordsWithWatchlist,
} from '../testing/test-records-with-watchlist.js';
import { AccountAlertMailer } from './account-alert-mailer.js';

/**
 * Saved searches and price drops from end to end: saved through the API by a signed-in shopper,
 * stock imported, fulfilment run (twice, as an import and the timer may both run it), and the
 * mailer sending what was queued. The done-when line: a saved search e-mails exactly once when a
 * matching car is imported.
 */

const SIZE = 120;
const SLUG = 'coastal-motor-group';
const OTHER_SLUG = 'northside-used-cars';
const ORIGIN = 'https://dealer.example';

/** Signed in by the test header `x-test-viewer: <site>|<user id>` until real sessions exist. */
const testViewerOf: ViewerOf = async (request: Request, site: Site) => {
  const [slug, userId] = (request.headers.get('x-test-viewer') ?? '').split('|');
  if (slug !== site.config.slug || !userId) return null;
  return { userId, email: `${userId}@example.com`, phone: null };
};

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;
let store: RecordsWithWatchlist;
let site: Site;
let stock: CarRecord[];
const quiet: AlertLog = { info: () => undefined, error: () => undefined };
const sent: SendMailOptions[] = [];
let mailer: AccountAlertMailer;

beforeAll(async () => {
  store = createTestRecordsWithWatchlist();
  platform = await createTestPlatform(SIZE, undefined, {
    viewerOf: testViewerOf,
    records: store.records,
  });
  site = platform.site(SLUG);
  stock = generateStock(site, { size: SIZE, now: TEST_NOW });
  mailer = new AccountAlertMailer({
    sites: [site],
    records: store.records,
    send: async (message) => {
      sent.push(message);
    },
    origin: () => ORIGIN,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    now: () => TEST_NOW,
  });
}, 60_000);
afterAll(async () => {
  await platform.close();
});

const as = (userId: string, slug = SLUG) => ({ 'x-test-viewer': `${slug}|${userId}` });
const host = (slug = SLUG) => platform.hostOf(slug);

const SAVE = `mutation Save($input: SaveSearchInput!) {
  saveSearch(input: $input) {
    __typename
    ... on Error { message }
    ... on SavedSearchSignInNeededError { signInPath }
    ... on SaveSearchPayload { savedSearch { id label url emailAlerts } }
  }
}`;
const LIST = `{ viewer { savedSearches { id label url emailAlerts } priceDropAlerts } }`;

/** Imports the site's stock as given, then runs fulfilment twice and the mailer once. */
async function importAndMail(cars: CarRecord[]): Promise<SendMailOptions[]> {
  await platform.stockSearch.replaceSiteStock(site, cars);
  const before = sent.length;
  const sources = { stockSearch: platform.stockSearch, records: store.records };
  await fulfilSiteAlerts(site, sources, { log: quiet, now: () => TEST_NOW });
  await fulfilSiteAlerts(site, sources, { log: quiet, now: () => TEST_NOW });
  await mailer.runOnce();
  return sent.slice(before);
}

const arrivalLike = (template: CarRecord): CarRecord => {
  const id = `arrived-${randomUUID()}`;
  return {
    ...template,
    id,
    slug: id,
    stockNumber: id.slice(0, 12),
    createdAt: new Date(TEST_NOW.getTime() + 60_000).toISOString(),
  };
};

describe('saving a search', () => {
  it('sends a visitor to sign in, back to the search', async () => {
    const response = await platform.query(host(), SAVE, {
      input: { path: '/search/used-cars', query: 'sortBy=lowestPrice', emailAlerts: true },
    });
    expect(response.data).toEqual({
      saveSearch: {
        __typename: 'SavedSearchSignInNeededError',
        message: expect.stringMatching(/sign in/i),
        signInPath: `/sign-in?type=saved-search&redirect=${encodeURIComponent('/search/used-cars?sortBy=lowestPrice')}`,
      },
    });
  });

  it('refuses a path that is not a search page, naming the field', async () => {
    const response = await platform.query(
      host(),
      SAVE,
      { input: { path: '/cars/x', query: '', emailAlerts: true } },
      as(randomUUID()),
    );
    expect(response.data).toMatchObject({
      saveSearch: {
        __typename: 'ValidationError',
        message: 'input.path: is not a search page of this site',
      },
    });
  });

  it('keeps the shopper’s label on one line (it becomes an e-mail subject)', async () => {
    const response = await platform.query(
      host(),
      SAVE,
      {
        input: {
          path: '/search/used-cars',
          query: '',
          label: 'Cheap\r\nBcc: someone@example.com',
          emailAlerts: false,
        },
      },
      as(randomUUID()),
    );
    expect(response.data).toMatchObject({
      saveSearch: { savedSearch: { label: 'Cheap Bcc: someone@example.com', emailAlerts: false } },
    });
  });

  it('keeps the search’s query string as parameters, re-encoded', async () => {
    const response = await platform.query(
      host(),
      SAVE,
      {
        input: {
          path: '/search/used-cars',
          query: 'query=ute\r\nX-Injected: 1&sortBy=lowestPrice',
          emailAlerts: false,
        },
      },
      as(randomUUID()),
    );
    expect(response.data).toMatchObject({
      saveSearch: {
        savedSearch: { url: '/search/used-cars?query=ute%0D%0AX-Injected%3A+1&sortBy=lowestPrice' },
      },
    });
  });

  it('lists the shopper’s searches on their own site only; they can switch e-mails off and delete', async () => {
    const userId = randomUUID();
    const saved = await platform.query<{ saveSearch: { savedSearch: { id: string } } }>(
      host(),
      SAVE,
      { input: { path: '/search/used-cars', query: 'query=ute', emailAlerts: true } },
      as(userId),
    );
    const { id } = saved.data!.saveSearch.savedSearch;
    expect((await platform.query(host(), LIST, {}, as(userId))).data).toEqual({
      viewer: {
        savedSearches: [
          {
            id,
            label: expect.stringMatching(/“ute”/),
            url: '/search/used-cars?query=ute',
            emailAlerts: true,
          },
        ],
        priceDropAlerts: true,
      },
    });
    // The same user id on another site is another account, with nothing saved.
    const elsewhere = await platform.query(host(OTHER_SLUG), LIST, {}, as(userId, OTHER_SLUG));
    expect(elsewhere.data).toEqual({ viewer: { savedSearches: [], priceDropAlerts: true } });
    const other = await platform.query(
      host(),
      `mutation { deleteSavedSearch(id: "${id}") { __typename } }`,
      {},
      as(randomUUID()),
    );
    expect(other.data).toEqual({ deleteSavedSearch: { __typename: 'NotFoundError' } });
    const off = await platform.query(
      host(),
      `mutation { setSavedSearchAlerts(id: "${id}", enabled: false) {
        ... on SavedSearchChangePayload { viewer { savedSearches { emailAlerts } } } } }`,
      {},
      as(userId),
    );
    expect(off.data).toEqual({
      setSavedSearchAlerts: { viewer: { savedSearches: [{ emailAlerts: false }] } },
    });
    const deleted = await platform.query(
      host(),
      `mutation { deleteSavedSearch(id: "${id}") {
        ... on SavedSearchChangePayload { viewer { savedSearches { id } } } } }`,
      {},
      as(userId),
    );
    expect(deleted.data).toEqual({ deleteSavedSearch: { viewer: { savedSearches: [] } } });
  });
});

describe('a saved search’s e-mail', () => {
  it('e-mails exactly once when a matching car is imported, listing only the new car', async () => {
    const make = stock[0]!.make;
    const userId = randomUUID();
    const saved = await platform.query(
      host(),
      SAVE,
      {
        input: {
          path: '/search/new-used-and-demo-cars',
          query: `refinementList%5Bmake%5D%5B0%5D=${encodeURIComponent(make)}`,
          filters: { make: [make] },
          label: `Every ${make}`,
          emailAlerts: true,
        },
      },
      as(userId),
    );
    expect(saved.data).toMatchObject({ saveSearch: { __typename: 'SaveSearchPayload' } });
    // Nothing new yet: no e-mail for the cars that matched when it was saved.
    expect(await importAndMail(stock)).toEqual([]);

    const arrived = arrivalLike(stock[0]!);
    const otherMake = stock.find((car) => car.make !== make)!;
    const messages = await importAndMail([...stock, arrived, arrivalLike(otherMake)]);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message!.to).toBe(`${userId}@example.com`);
    expect(message!.subject).toBe(`1 new match for "Every ${make}" at ${site.config.name}`);
    const text = String(message!.text);
    expect(text).toContain(`${ORIGIN}/cars/${arrived.slug}`);
    expect(text.match(/\/cars\//g)).toHaveLength(1);
    expect(text).toMatch(/\/similar-alerts\/unsubscribe\?token=/);
    expect(message!.list).toEqual({
      unsubscribe: expect.stringContaining('/similar-alerts/unsubscribe?token='),
    });

    // The same car again (another import, the timer): never a second e-mail.
    expect(await importAndMail([...stock, arrived])).toEqual([]);
  });

  it('stops after its unsubscribe link is used', async () => {
    const make = stock[1]!.make;
    const userId = randomUUID();
    await platform.query(
      host(),
      SAVE,
      {
        input: {
          path: '/search/new-used-and-demo-cars',
          query: '',
          filters: { make: [make] },
          emailAlerts: true,
        },
      },
      as(userId),
    );
    const first = await importAndMail([...stock, arrivalLike(stock[1]!)]);
    expect(first).toHaveLength(1);
    const token = new URL(
      String((first[0]!.list as { unsubscribe: string }).unsubscribe),
    ).searchParams.get('token');
    const unsubscribed = await platform.query(
      host(),
      `mutation($token: String!) { unsubscribeSimilarCarAlert(token: $token) {
        ... on UnsubscribeSimilarCarAlertPayload { unsubscribed } } }`,
      { token },
    );
    expect(unsubscribed.data).toEqual({ unsubscribeSimilarCarAlert: { unsubscribed: true } });
    expect(await importAndMail([...stock, arrivalLike(stock[1]!)])).toEqual([]);
  });
});

describe('a price drop on a watched car', () => {
  it('e-mails once per drop below the last price told, until unsubscribed', async () => {
    const userId = randomUUID();
    const watched = stock.find(
      (car) => priceDisplay(toStockDocument(car, site), site).kind === 'PRICE',
    )!;
    await store.watch(site, userId, watched.id);
    const on = await platform.query(
      host(),
      `mutation { setPriceDropAlerts(enabled: true) {
        ... on SavedSearchChangePayload { viewer { priceDropAlerts } } } }`,
      {},
      as(userId),
    );
    expect(on.data).toEqual({ setPriceDropAlerts: { viewer: { priceDropAlerts: true } } });
    const priced = (price: number) =>
      stock.map((car) => (car.id === watched.id ? { ...car, price } : car));

    // First seen: its price is the mark, nothing is sent.
    expect(await importAndMail(stock)).toEqual([]);
    const drop = await importAndMail(priced(watched.price - 1000));
    expect(drop).toHaveLength(1);
    expect(drop[0]!.subject).toContain('Price drop');
    expect(String(drop[0]!.text)).toContain(`/cars/${watched.slug}`);
    // Seen again at the same price, or higher: nothing.
    expect(await importAndMail(priced(watched.price - 1000))).toEqual([]);
    expect(await importAndMail(priced(watched.price))).toEqual([]);
    // A further drop below the last price told: one more.
    expect(await importAndMail(priced(watched.price - 2000))).toHaveLength(1);

    const token = new URL(
      String((drop[0]!.list as { unsubscribe: string }).unsubscribe),
    ).searchParams.get('token');
    await platform.query(
      host(),
      `mutation($token: String!) { unsubscribeSimilarCarAlert(token: $token) { __typename } }`,
      { token },
    );
    expect(await importAndMail(priced(watched.price - 3000))).toEqual([]);
  });
});
