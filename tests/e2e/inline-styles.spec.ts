import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { holdBack } from './support/hold-back.js';
import { waitForHydration } from './support/hydration.js';
import { FIRST_LOAD_PAGES, pathOfPage } from './support/page-kinds.js';
import { assetsStartedBy } from './support/start-code.js';

/**
 * A page carries the rules of the site's stylesheet it needs inline in its head; its start code
 * preloads the whole stylesheet, which its script applies when it hydrates
 * (server/src/web/page-stylesheet.ts): it paints as soon as its HTML is in, without a round trip
 * for the stylesheet first, and the stylesheet, once applied, changes nothing it shows.
 */

const STYLESHEET = '**/assets/style-*.css';
/** Whether the page has the whole stylesheet applied, loaded (the inline rules have no address). */
const stylesheetApplied = () =>
  [...document.styleSheets].some((sheet) => sheet.href !== null && sheet.cssRules.length > 0);

/** Waits for the page's first contentful paint. */
async function firstContentfulPaint(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
}

/**
 * Where every element of the page is and the look its rules give it: what the stylesheet
 * arriving must not change.
 */
function layoutOf(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        element.tagName,
        element.getAttribute('class'),
        Math.round(box.x),
        Math.round(box.y),
        Math.round(box.width),
        Math.round(box.height),
        style.display,
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
        style.borderTopWidth,
      ].join(' ');
    }),
  );
}

test.describe('a page paints with its styles before the stylesheet arrives', () => {
  test.describe('without JavaScript, the page looks the same once the stylesheet is in', () => {
    test.use({ javaScriptEnabled: false });
    for (const kind of FIRST_LOAD_PAGES) {
      test(`the ${kind} page`, async ({ page, demoSite }) => {
        const path = await pathOfPage(page, kind, demoSite);
        const release = await holdBack(page, STYLESHEET);
        await page.goto(path, { waitUntil: 'commit' });
        await firstContentfulPaint(page);
        // Styled already: the skip link is out of sight until it has the focus.
        const skipLink = page.locator('a.skip-link');
        expect(await skipLink.evaluate((element) => getComputedStyle(element).position)).toBe(
          'absolute',
        );
        const before = await layoutOf(page);
        // The whole stylesheet applied, as the page's script does when it hydrates.
        const [href] = assetsStartedBy(await page.content()).stylesheets;
        expect(href, 'the stylesheet the start code preloads').toMatch(/\/assets\/style-/);
        await page.evaluate((stylesheet) => {
          const link = Object.assign(document.createElement('link'), {
            rel: 'stylesheet',
            href: stylesheet,
          });
          document.head.append(link);
        }, href);
        release();
        // Polled from here: the page runs no timers without JavaScript.
        await expect.poll(() => page.evaluate(stylesheetApplied)).toBe(true);
        expect(await layoutOf(page)).toEqual(before);
      });
    }
  });

  test('with JavaScript, the page hydrates and applies the whole stylesheet', async ({
    page,
    demoSite,
  }) => {
    const release = await holdBack(page, STYLESHEET);
    await page.goto(demoSite.searchPath, { waitUntil: 'commit' });
    await firstContentfulPaint(page);
    release();
    await waitForHydration(page);
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
    await expect.poll(() => page.evaluate(stylesheetApplied)).toBe(true);
  });
});
