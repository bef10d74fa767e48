import { expect, type Page } from '@playwright/test';

/**
 * A thumb's scroll down the whole page, most of a screen at a time, a frame drawn after each:
 * what brings the sections the browser skipped (`content-visibility: auto`) near the screen in
 * turn. Fails if the page's end is not reached within `maxScreens`.
 */
export async function scrollDownWholePage(page: Page, maxScreens = 60): Promise<void> {
  const atBottom = () =>
    page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 1);
  for (let screens = 0; screens < maxScreens && !(await atBottom()); screens += 1) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  expect(await atBottom()).toBe(true);
}
