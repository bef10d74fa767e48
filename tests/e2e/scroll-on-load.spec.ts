import { expect } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { openHydrated } from './support/hydration.js';

/**
 * A page the browser loads as a document opens at its top, whatever the page before it was
 * scrolled to; a reload keeps its own place (the client's routing/scroll-key.ts).
 */
test('a page loaded after a scrolled one opens at its top, and a reload keeps its place', async ({
  page,
  demoSite,
}) => {
  await openHydrated(page, demoSite.searchPath);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await openHydrated(page, '/sign-in');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await openHydrated(page, demoSite.searchPath);
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
});
