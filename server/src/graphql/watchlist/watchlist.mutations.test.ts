import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewerOf } from '../../accounts/viewer.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;
const SIZE = 120;
const COASTAL = 'coastal-motor-group';
const NORTHSIDE = 'northside-used-cars';

/**
 * Until real sessions exist, a request is signed in by the test header `x-test-viewer`
 * (`<site>|<user id>|<phone or empty>`); an account belongs to one site, as sessions do.
 */
const testViewerOf: ViewerOf = async (request: Request, site: Site) => {
  const header = request.headers.get('x-test-viewer');
  if (!header) return null;
  const [slug, userId, phone] = header.split('|');
  if (slug !== site.config.slug || !userId) return null;
  return { userId, email: `${userId}@example.com`, phone: phone ? phone : null };
};

/** A clock one second on at every request, so "newest first" has an order to show. */
let ticks = 0;
const ticking = () => new Date(TEST_NOW.getTime() + ++ticks * 1000);

beforeAll(async () => {
  platform = await createTestPlatform(SIZE, undefined, { viewerOf: testViewerOf, now: ticking });
});
afterAll(async () => {
  await platform.close();
});

async function visibleCars(slug: string): Promise<StockDocument[]> {
  const site = platform.site(slug);
  const ids = generateStock(site, { size: SIZE, now: TEST_NOW }).map((car) => car.id);
  const found = await platform.stockSearch.forSite(site, () => TEST_NOW).findByIds(ids);
  return found.filter((car): car is StockDocument => car !== null);
}
const carsWithStatus = async (slug: string, sold: boolean) =>
  (await visibleCars(slug)).filter((car) => (car.status === 'sold') === sold);
const gid = (car: StockDocument) => encodeGlobalID('Car', car.id);

const ERRORS = `__typename ... on Error { message }
  ... on WatchlistSignInNeededError { signInPath }
  ... on WatchlistPhoneNeededError { signInPath }`;
const SAVE = `mutation Save($carId: ID!, $returnTo: String) {
  saveCarToWatchlist(carId: $carId, returnTo: $returnTo) {
    ... on SaveCarToWatchlistPayload { success car { id inWatchlist } }
    ${ERRORS}
  }
}`;
const REMOVE = `mutation Remove($carId: ID!) {
  removeCarFromWatchlist(carId: $carId) {
    ... on RemoveCarFromWatchlistPayload { success car { id inWatchlist } }
    ${ERRORS}
  }
}`;
const WATCHLIST = `query Watchlist { viewer { watchlist { id inWatchlist } } }`;

interface Shopper {
  slug: string;
  headers: Record<string, string>;
}
const shopper = (slug: string, phone: string | null = '+61412345678'): Shopper => ({
  slug,
  headers: { 'x-test-viewer': `${slug}|${randomUUID()}|${phone ?? ''}` },
});
const visitor = (slug: string): Shopper => ({ slug, headers: {} });

type Answer = Record<string, unknown> & { __typename: string };
async function call(who: Shopper, document: string, variables: Record<string, unknown>) {
  const response = await platform.query<Record<string, Answer>>(
    platform.hostOf(who.slug),
    document,
    variables,
    who.headers,
  );
  expect(response.errors).toBeUndefined();
  return Object.values(response.data ?? {})[0]!;
}
const save = (who: Shopper, car: StockDocument, returnTo?: string) =>
  call(who, SAVE, { carId: gid(car), returnTo });
const remove = (who: Shopper, car: StockDocument) => call(who, REMOVE, { carId: gid(car) });
async function watchlistOf(who: Shopper): Promise<string[] | null> {
  const response = await platform.query<{ viewer: { watchlist: { id: string }[] } | null }>(
    platform.hostOf(who.slug),
    WATCHLIST,
    {},
    who.headers,
  );
  expect(response.errors).toBeUndefined();
  return response.data!.viewer?.watchlist.map((car) => car.id) ?? null;
}

describe('saveCarToWatchlist and removeCarFromWatchlist', () => {
  it('saves cars to the shopper’s list, newest first, and removes them', async () => {
    const [first, second] = await carsWithStatus(COASTAL, false);
    const me = shopper(COASTAL);
    expect(await save(me, first!)).toEqual({
      __typename: 'SaveCarToWatchlistPayload',
      success: true,
      car: { id: gid(first!), inWatchlist: true },
    });
    await save(me, second!);
    expect(await save(me, first!)).toMatchObject({ success: true });
    expect(await watchlistOf(me)).toEqual([gid(second!), gid(first!)]);
    expect(await remove(me, second!)).toEqual({
      __typename: 'RemoveCarFromWatchlistPayload',
      success: true,
      car: { id: gid(second!), inWatchlist: false },
    });
    expect(await watchlistOf(me)).toEqual([gid(first!)]);
  });

  it('records the analytics event 39 once per saved car', async () => {
    const [, , car] = await carsWithStatus(COASTAL, false);
    const me = shopper(COASTAL);
    const records = platform.records.forSite(platform.site(COASTAL));
    const before = (await records.analyticsEvents({ eventId: 39, carId: car!.id })).length;
    await save(me, car!);
    await save(me, car!);
    expect(await records.analyticsEvents({ eventId: 39, carId: car!.id })).toHaveLength(before + 1);
  });

  it('sends a visitor to sign in for the watchlist, back to the page asked', async () => {
    const [car] = await carsWithStatus(COASTAL, false);
    const answer = await save(visitor(COASTAL), car!, `/cars/${car!.slug}`);
    const path = `/cars/${car!.slug}`;
    expect(answer).toEqual({
      __typename: 'WatchlistSignInNeededError',
      message: 'Sign in to keep a watchlist.',
      signInPath: `/sign-in?${new URLSearchParams({ type: 'watchlist', redirect: path, back: path }).toString()}`,
    });
    expect(await save(visitor(COASTAL), car!, 'https://evil.example/')).toMatchObject({
      signInPath: '/sign-in?type=watchlist',
    });
    expect(await watchlistOf(visitor(COASTAL))).toBeNull();
  });

  it('refuses a shopper without a mobile number, saving nothing', async () => {
    const [car] = await carsWithStatus(COASTAL, false);
    const me = shopper(COASTAL, null);
    expect(await save(me, car!)).toMatchObject({
      __typename: 'WatchlistPhoneNeededError',
      signInPath: '/sign-in?type=watchlist&step=phone',
    });
    expect(await remove(me, car!)).toMatchObject({ __typename: 'WatchlistPhoneNeededError' });
    expect(await watchlistOf(me)).toEqual([]);
  });

  it('refuses to newly save a sold car, but keeps and removes one saved before', async () => {
    const [sold] = await carsWithStatus(COASTAL, true);
    const me = shopper(COASTAL);
    expect(await save(me, sold!)).toMatchObject({ __typename: 'WatchlistSoldCarError' });
    expect(await watchlistOf(me)).toEqual([]);
    const userId = me.headers['x-test-viewer']!.split('|')[1]!;
    await platform.records
      .forSite(platform.site(COASTAL))
      .addToWatchlist(userId, sold!.id, TEST_NOW);
    expect(await save(me, sold!)).toMatchObject({ success: true, car: { inWatchlist: true } });
    expect(await watchlistOf(me)).toEqual([gid(sold!)]);
    expect(await remove(me, sold!)).toMatchObject({ success: true });
  });

  it('answers an id that names no car of this site as not found', async () => {
    const [elsewhere] = await carsWithStatus(NORTHSIDE, false);
    const me = shopper(COASTAL);
    expect(await save(me, elsewhere!)).toMatchObject({ __typename: 'NotFoundError' });
    expect(await call(me, SAVE, { carId: 'not-an-id' })).toMatchObject({
      __typename: 'NotFoundError',
    });
  });

  it('keeps one site’s lists from another: the same account id reads nothing elsewhere', async () => {
    const [car] = await carsWithStatus(COASTAL, false);
    const me = shopper(COASTAL);
    await save(me, car!);
    const userId = me.headers['x-test-viewer']!.split('|')[1]!;
    const sameIdElsewhere: Shopper = {
      slug: NORTHSIDE,
      headers: { 'x-test-viewer': `${NORTHSIDE}|${userId}|+61412345678` },
    };
    expect(await watchlistOf(sameIdElsewhere)).toEqual([]);
    // The coastal session is nobody on the northside site.
    expect(await watchlistOf({ slug: NORTHSIDE, headers: me.headers })).toBeNull();
  });

  it('says every car of a page is saved or not in one answer, false for visitors', async () => {
    const cars = (await carsWithStatus(COASTAL, false)).slice(0, 3);
    const me = shopper(COASTAL);
    await save(me, cars[1]!);
    const document = `query Cars($ids: [ID!]!) { nodes(ids: $ids) { ... on Car { inWatchlist } } }`;
    const ask = (who: Shopper) =>
      platform.query<{ nodes: { inWatchlist: boolean }[] }>(
        platform.hostOf(COASTAL),
        document,
        { ids: cars.map(gid) },
        who.headers,
      );
    expect((await ask(me)).data?.nodes.map((n) => n.inWatchlist)).toEqual([false, true, false]);
    expect((await ask(visitor(COASTAL))).data?.nodes.map((n) => n.inWatchlist)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('a site without the watchlist', () => {
  let off: Platform;
  beforeAll(async () => {
    const sites = (await loadDemoSites()).map((site) =>
      site.config.slug === COASTAL
        ? {
            ...site,
            config: { ...site.config, features: { ...site.config.features, watchlist: false } },
          }
        : site,
    );
    off = await createTestPlatform(SIZE, sites, { viewerOf: testViewerOf });
  });
  afterAll(async () => {
    await off.close();
  });

  it('refuses saving and answers no list and no saved cars', async () => {
    const [car] = await carsWithStatus(COASTAL, false);
    const me = shopper(COASTAL);
    const saved = await off.query<{ saveCarToWatchlist: Answer }>(
      off.hostOf(COASTAL),
      SAVE,
      { carId: gid(car!) },
      me.headers,
    );
    expect(saved.data?.saveCarToWatchlist).toEqual({
      __typename: 'WatchlistOffError',
      message: 'This site has no watchlist.',
    });
    const listed = await off.query<{ viewer: { watchlist: unknown[] } }>(
      off.hostOf(COASTAL),
      WATCHLIST,
      {},
      me.headers,
    );
    expect(listed.data?.viewer.watchlist).toEqual([]);
  });
});
