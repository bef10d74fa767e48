import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { expect, type Page, type Request } from '@playwright/test';
import { findCarInStock, type DemoCar } from './support/demo-cars.js';
import { test } from './support/demo-site-fixture.js';
import { openHydrated, waitForHydration } from './support/hydration.js';
import { persistedOperationId } from './support/persisted-operations.js';

/**
 * The analytics catalogue end to end, as the browser sends it: the activity records' GraphQL
 * operations (by their persisted ids) and the Meta pixel's queue. Each action is sent once, each
 * page load counts one view, and the vehicle's video frame loads only when its slide is shown.
 */

/** The catalogue's ids (schema/src/analytics/analytics-events.ts) these tests watch for. */
const ANALYTICS_EVENTS = {
  USED_VEHICLE_DETAIL_VIEW: 4,
  SAVE_TO_FAVOURITES: 39,
  SEARCH_PAGE_VIEW: 49,
} as const;

/** What one page sent to the activity records: each operation's variables, in order. */
function watchOperations(page: Page) {
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  const names = ['useTrackEventMutation', 'useRecordCarViewMutation'] as const;
  const ids = new Map(names.map((name) => [persistedOperationId(name), name]));
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    const body = JSON.parse(request.postData() ?? '{}') as {
      variables?: Record<string, unknown>;
      extensions?: { persistedQuery?: { sha256Hash?: string } };
    };
    const operation = ids.get(body.extensions?.persistedQuery?.sha256Hash ?? '');
    if (operation) sent.push({ operation, variables: body.variables ?? {} });
  });
  return {
    events: (eventId: number) =>
      sent.filter(
        (s) => s.operation === 'useTrackEventMutation' && s.variables.eventId === eventId,
      ),
    carViews: () => sent.filter((s) => s.operation === 'useRecordCarViewMutation'),
  };
}

/** The calls the page made to the Meta pixel (its queue, which the tests' empty script keeps). */
const pixelCalls = (page: Page) =>
  page.evaluate(() => {
    const fbq = (window as unknown as { fbq?: { queue: unknown[][] } }).fbq;
    return fbq ? fbq.queue.map((args) => [...args]) : null;
  });

const tracked = (calls: unknown[][] | null, event: string) =>
  (calls ?? []).filter(([command, name]) => command === 'track' && name === event);

/** Lets the page send what it sends after loading (effects, idle-time code) before counting. */
const settle = (page: Page) => page.waitForLoadState('networkidle');

let sites: Site[];
test.beforeAll(async () => {
  sites = await loadDemoSites();
});
const siteOf = (slug: string) => sites.find((s) => s.config.slug === slug)!;

/** The car's id in the stock feed, from its global id (`Car:<id>` in base64). */
const internalIdOf = (car: DemoCar) =>
  Buffer.from(car.id, 'base64').toString('utf8').replace(/^Car:/, '');

async function carOrFail(page: Page, description: string, matches: (car: DemoCar) => boolean) {
  const car = await findCarInStock(page, matches);
  expect(car, `a car in stock ${description}`).not.toBeNull();
  return car!;
}

test.describe('analytics', () => {
  test('the search page counts one search page view (49) per load', async ({ page, demoSite }) => {
    const sent = watchOperations(page);
    const searchViews = () => sent.events(ANALYTICS_EVENTS.SEARCH_PAGE_VIEW);
    await openHydrated(page, demoSite.searchPath);
    await expect.poll(() => searchViews().length).toBe(1);
    await settle(page);
    expect(searchViews()).toEqual([
      { operation: 'useTrackEventMutation', variables: { eventId: 49, carId: null } },
    ]);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => searchViews().length).toBe(2);
    await settle(page);
    expect(searchViews()).toHaveLength(2);
  });

  test('a vehicle page counts its view once per load', async ({ page }) => {
    const car = await carOrFail(page, '', () => true);
    const sent = watchOperations(page);
    await openHydrated(page, car.path);
    await expect.poll(() => sent.carViews().length).toBe(1);
    await settle(page);
    // One view per load; for a used vehicle the server records its detail view (4) with it, so
    // the page sends no event 4 of its own.
    expect(sent.carViews().map((s) => s.variables)).toEqual([{ carId: car.id }]);
    expect(sent.events(ANALYTICS_EVENTS.USED_VEHICLE_DETAIL_VIEW)).toEqual([]);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => sent.carViews().length).toBe(2);
    await settle(page);
    expect(sent.carViews()).toHaveLength(2);
  });

  test('saving a favourite records event 39 once; taking it off records nothing', async ({
    page,
    demoSite,
  }) => {
    const sent = watchOperations(page);
    await openHydrated(page, demoSite.searchPath);
    const save = page.getByRole('button', { name: /^Save .* to favourites$/ }).first();
    const name = (await save.getAttribute('aria-label'))!.replace(
      /^Save (.*) to favourites$/,
      '$1',
    );
    await save.click();
    const remove = page.getByRole('button', { name: `Remove ${name} from favourites` });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => sent.events(ANALYTICS_EVENTS.SAVE_TO_FAVOURITES).length).toBe(1);
    await settle(page);
    const saved = sent.events(ANALYTICS_EVENTS.SAVE_TO_FAVOURITES);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.variables.carId).toEqual(expect.any(String));

    await remove.click();
    await expect(page.getByRole('button', { name: `Save ${name} to favourites` })).toBeVisible();
    await settle(page);
    expect(sent.events(ANALYTICS_EVENTS.SAVE_TO_FAVOURITES)).toHaveLength(1);
  });

  test('the pixel gets one PageView and one ViewContent with the vehicle per load', async ({
    page,
    demoSite,
  }) => {
    const pixelId = siteOf(demoSite.slug).config.analytics.metaPixelId;
    test.skip(pixelId === null, 'the site has no Meta pixel');
    const car = await carOrFail(page, 'with a price', () => true);
    await openHydrated(page, car.path);
    await expect.poll(async () => tracked(await pixelCalls(page), 'ViewContent').length).toBe(1);
    await settle(page);
    const calls = await pixelCalls(page);
    expect(calls?.filter(([command]) => command === 'init')).toEqual([['init', pixelId]]);
    expect(tracked(calls, 'PageView')).toHaveLength(1);
    const views = tracked(calls, 'ViewContent');
    expect(views).toHaveLength(1);
    const data = views[0]![2] as Record<string, unknown>;
    expect(data).toMatchObject({
      content_type: 'vehicle',
      content_ids: [internalIdOf(car)],
      country: 'Australia',
      state_of_vehicle: expect.stringMatching(/^(New|Used|CPO)$/),
      make: expect.any(String),
      model: expect.any(String),
      year: expect.any(Number),
    });
    // A priced car carries its price as the value in Australian dollars; an unpriced one neither.
    expect(data.value).toBe(data.price);
    expect(data.currency).toBe(data.price === undefined ? undefined : 'AUD');
  });

  test('the pixel gets one AddToWishlist per saved favourite, none on removal', async ({
    page,
    demoSite,
  }) => {
    test.skip(
      siteOf(demoSite.slug).config.analytics.metaPixelId === null,
      'the site has no Meta pixel',
    );
    await openHydrated(page, demoSite.searchPath);
    await settle(page);
    const save = page.getByRole('button', { name: /^Save .* to favourites$/ }).first();
    const name = (await save.getAttribute('aria-label'))!.replace(
      /^Save (.*) to favourites$/,
      '$1',
    );
    await save.click();
    await expect
      .poll(async () => tracked(await pixelCalls(page), 'AddToWishlist'))
      .toEqual([
        [
          'track',
          'AddToWishlist',
          expect.objectContaining({ content_type: 'vehicle', content_ids: [expect.any(String)] }),
        ],
      ]);
    await page.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await settle(page);
    const calls = await pixelCalls(page);
    expect(tracked(calls, 'AddToWishlist')).toHaveLength(1);
    // Still one view of the page.
    expect(tracked(calls, 'PageView')).toHaveLength(1);
  });

  test('a site without a pixel loads none', async ({ page, demoSite }) => {
    test.skip(
      siteOf(demoSite.slug).config.analytics.metaPixelId !== null,
      'the site has a Meta pixel',
    );
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('facebook.net')) scripts.push(request.url());
    });
    await openHydrated(page, demoSite.searchPath);
    await settle(page);
    expect(await pixelCalls(page)).toBeNull();
    expect(scripts).toEqual([]);
  });

  test('the video frame loads only when its slide is shown', async ({ page }) => {
    const car = await findCarInStock(page, (c) => c.video?.embed === true);
    test.skip(car === null, 'no car of the first pages has a player-page video');
    const frames: string[] = [];
    // No internet here: the player page answers empty, and the test counts who asked for it.
    await page.route(/^https:\/\/www\.youtube\.com\//, (route) => {
      frames.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>' });
    });
    await openHydrated(page, car!.path);
    await settle(page);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(frames).toEqual([]);

    // The video is the second slide.
    await page.getByRole('button', { name: 'Next slide' }).first().click();
    await expect(page.locator('.gallery-video iframe').first()).toBeAttached();
    await expect.poll(() => frames.length).toBe(1);
  });
});
