import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { waitForHydration } from './support/hydration.js';

/**
 * Spec 2 §9, worked out here on its own as the test's oracle: Brisbane is UTC+10 all year, so its
 * wall clock is the UTC fields of the instant 10 hours on.
 */
function expectedSales(instant: number): number {
  const brisbane = new Date(instant + 10 * 3_600_000);
  const seconds =
    brisbane.getUTCHours() * 3600 + brisbane.getUTCMinutes() * 60 + brisbane.getUTCSeconds();
  return Math.floor((brisbane.getUTCDate() - 1) * 192 + seconds / 450);
}

/** 12:07 on 15 March in Brisbane: 150 s on, the figure passes a whole sale (96 → 97 today). */
const BROWSER_TIME = Date.parse('2026-03-15T02:07:00Z');
const REFRESH_MS = 150_000;
const COUNT_UP_MS = 2_000;

/** The home page of a site with the banner (the Coastal group's), by the browser's own clock. */
async function openHome(page: Page): Promise<{ before: number; after: number }> {
  await page.clock.install({ time: BROWSER_TIME });
  const before = Date.now();
  const response = await page.goto('/');
  const after = Date.now();
  expect(response?.ok()).toBe(true);
  await waitForHydration(page);
  // From here the browser's clock moves only when the test says.
  await page.clock.pauseAt(BROWSER_TIME + 10_000);
  return { before, after };
}

const drawnFigure = async (page: Page) =>
  Number(await page.locator('[data-sales-count]').getAttribute('data-sales-count'));

test.describe('sales counter banner', () => {
  test.skip(({ demoSite }) => demoSite.slug !== 'coastal-motor-group', 'only Coastal shows it');

  test('shows the server’s figure after hydration, then the browser’s own 150 s later', async ({
    page,
  }) => {
    const { before, after } = await openHome(page);
    const banner = page.getByRole('region', { name: 'Sales this Month' });
    await expect(banner).toBeVisible();
    // The server's figure for the request's instant, kept through hydration although the
    // browser's clock says March: the browser has not recomputed it yet.
    const served = await drawnFigure(page);
    expect(served).toBeGreaterThanOrEqual(expectedSales(before));
    expect(served).toBeLessThanOrEqual(expectedSales(after));
    await expect(banner.getByRole('status')).toHaveText(served.toLocaleString('en-AU'));

    // The refresh falls between 150 and 160 s after the page became interactive.
    await page.clock.runFor(REFRESH_MS + COUNT_UP_MS + 100);
    const recomputed = expectedSales(BROWSER_TIME + REFRESH_MS);
    expect(recomputed).toBe(expectedSales(BROWSER_TIME + REFRESH_MS + 10_000));
    expect(await drawnFigure(page)).toBe(recomputed);
    await expect(banner.getByRole('status')).toHaveText(recomputed.toLocaleString('en-AU'));
  });

  test('changes at once, without counting up, for a shopper who asks for reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await page.clock.runFor(REFRESH_MS);
    expect(await drawnFigure(page)).toBe(expectedSales(BROWSER_TIME + REFRESH_MS));
  });
});
