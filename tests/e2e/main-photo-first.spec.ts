import { expect, type Page, type Request } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { waitForHydration } from './support/hydration.js';
import { priorityRank, recordPriorities } from './support/request-priorities.js';
import { pathOfPage } from './support/page-kinds.js';

/**
 * On a phone's connection the page's main photo (the image the server marks high priority, or
 * marks as the main photo on the screens a media query names) is what the shopper waits for: it
 * is the first thing the page fetches after its HTML, ahead of the header's logo, and the
 * stylesheet and scripts start only once it has arrived (the client's
 * scripts-after-first-paint.ts).
 */

const PAGES = ['search', 'vehicle'] as const;

/** A common phone, and a laptop: the home page's main photo differs between them. */
const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  'wide screen': { viewport: { width: 1280, height: 900 } },
} as const;

/** The address of the photo the page marks as its main one on this screen. */
async function mainPhotoOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const marked = document.querySelectorAll<HTMLImageElement>(
      'img[fetchpriority="high"], img[data-main-photo]',
    );
    const onThisScreen = [...marked].filter((image) => {
      const screens = image.getAttribute('data-main-photo');
      return !screens || matchMedia(screens).matches;
    });
    if (onThisScreen.length !== 1) throw new Error(`${onThisScreen.length} main photos`);
    return onThisScreen[0]!.currentSrc;
  });
}

/** Loads the page and checks its main photo came first and its scripts after it. */
async function expectMainPhotoFirst(page: Page, path: string): Promise<string> {
  const started: Request[] = [];
  page.on('request', (request) => started.push(request));

  await page.goto(path);
  await waitForHydration(page);

  const mainPhoto = await mainPhotoOf(page);
  const images = started.filter((request) => request.resourceType() === 'image');
  expect(images[0]?.url(), 'the first image fetched').toBe(mainPhoto);
  const logo = await page
    .locator('.site-header__logo img')
    .evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(images.findIndex((request) => request.url() === logo)).toBeGreaterThan(0);

  // The stylesheet and the scripts: asked for only after the main photo had arrived (read
  // from the page's own resource timings, on one clock).
  const timings = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      ({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd }),
    ),
  );
  const photoArrived = timings.find(({ name }) => name === mainPhoto)?.responseEnd;
  expect(photoArrived, 'the main photo’s arrival').toBeGreaterThan(0);
  const assets = timings.filter(({ name }) => /\/assets\/.+\.(css|js)$/.test(name));
  expect(assets.length, 'the stylesheet and scripts fetched').toBeGreaterThan(1);
  for (const asset of assets) {
    expect(asset.startTime, asset.name).toBeGreaterThanOrEqual(photoArrived!);
  }
  return mainPhoto;
}

test.describe('the main photo comes first', () => {
  for (const kind of PAGES) {
    test(`on the ${kind} page`, async ({ page, demoSite }) => {
      await expectMainPhotoFirst(page, await pathOfPage(page, kind, demoSite));
    });
  }
});

for (const [screen, device] of Object.entries(SCREENS)) {
  test.describe(`the home page's main photo on a ${screen}`, () => {
    test.use(device);

    test('is the one image fetched at high priority, first', async ({ page }) => {
      const fetched = await recordPriorities(page, 'Image');
      const mainPhoto = await expectMainPhotoFirst(page, '/');
      // The hero on a wide screen, the first banner tile on a phone: the largest paint.
      const expected = screen === 'phone' ? '.banner-tile__image' : '.home-hero__image';
      await expect(page.locator(expected).first()).toHaveJSProperty('currentSrc', mainPhoto);
      // Every other image behind it, the other top picture too: on a phone's HTTP/1.1
      // connection a second one at high priority waits for a connection of its own.
      const hurried = fetched().filter(
        ({ priority }) => priorityRank(priority) >= priorityRank('High'),
      );
      expect(hurried.map(({ url }) => url)).toEqual([mainPhoto]);
    });
  });
}

test.describe('the scripts on a phone', () => {
  test.use(SCREENS.phone);

  // On a phone's connection the browser fetches lazy images well ahead of the screen, and on
  // HTTP/1.1 (six connections a host) the scripts queued behind them at the same priority.
  test('go ahead of the images fetched below the screen', async ({ page }) => {
    const scripts = await recordPriorities(page, 'Script');
    const images = await recordPriorities(page, 'Image');
    await page.goto('/');
    await waitForHydration(page);
    const belowScreen = new Set(
      await page
        .locator('img')
        .evaluateAll((all: HTMLImageElement[]) =>
          all
            .filter((image) => image.getBoundingClientRect().top > window.innerHeight)
            .map((image) => image.currentSrc),
        ),
    );
    const fetchedBelow = images().filter(({ url }) => belowScreen.has(url));
    expect(fetchedBelow.length, 'images fetched below the screen').toBeGreaterThan(0);
    const ownScripts = scripts().filter(({ url }) => new URL(url).pathname.startsWith('/assets/'));
    expect(ownScripts.length, 'the page’s scripts').toBeGreaterThan(1);
    const lowestScript = Math.min(...ownScripts.map(({ priority }) => priorityRank(priority)));
    for (const image of fetchedBelow) {
      expect(priorityRank(image.priority), image.url).toBeLessThan(lowestScript);
    }
  });
});
