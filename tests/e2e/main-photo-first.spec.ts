import { expect, type Request } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { waitForHydration } from './support/hydration.js';
import { pathOfPage } from './support/page-kinds.js';

/**
 * On a phone's connection the page's main photo (the image the server marks high priority) is
 * what the shopper waits for: it is the first thing the page fetches after its HTML, ahead of the
 * header's logo, and the stylesheet and scripts start only once it has arrived (the client's
 * scripts-after-first-paint.ts).
 */

const PAGES = ['search', 'vehicle'] as const;

test.describe('the main photo comes first', () => {
  for (const kind of PAGES) {
    test(`on the ${kind} page`, async ({ page, demoSite }) => {
      const path = await pathOfPage(page, kind, demoSite);
      const started: Request[] = [];
      page.on('request', (request) => started.push(request));

      await page.goto(path);
      await waitForHydration(page);

      const mainPhoto = await page
        .locator('img[fetchpriority="high"]')
        .first()
        .evaluate((image: HTMLImageElement) => image.currentSrc);
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
    });
  }
});
