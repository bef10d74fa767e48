import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { waitForHydration } from './support/hydration.js';
import { FIRST_LOAD_PAGES, pathOfPage } from './support/page-kinds.js';

/**
 * A page loads and hydrates without making an Intl object or a locale-aware call: the first one
 * costs the browser its ICU data, 40–120 ms of main thread in Chromium on our machine, and the
 * home and search pages paid it in one task while hydrating (the promotions' dates), the dealer
 * locator twice (its makes' order, its opening hours). Clocks read the zones' offsets the page
 * was sent (zone-offset-spans.ts); numbers are formatted without Intl (format-number.ts).
 */

/** Counts, in the page, every Intl object made and every locale-aware call, by kind. */
function countIntlUses() {
  const uses: string[] = [];
  (window as unknown as { intlUses: string[] }).intlUses = uses;
  const intl = Intl as unknown as Record<string, unknown>;
  for (const kind of Object.getOwnPropertyNames(Intl)) {
    const made = intl[kind];
    if (typeof made !== 'function') continue;
    intl[kind] = new Proxy(made, {
      construct: (target, args) => (uses.push(kind), Reflect.construct(target, args)),
      apply: (target, self, args) => (uses.push(kind), Reflect.apply(target, self, args)),
    });
  }
  const localeAware: [object, string][] = [
    [String.prototype, 'localeCompare'],
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
  ];
  for (const [prototype, name] of localeAware) {
    const owner = prototype as Record<string, (...args: unknown[]) => unknown>;
    const original = owner[name]!;
    owner[name] = function (this: unknown, ...args: unknown[]) {
      uses.push(name);
      return original.apply(this, args);
    };
  }
}

const intlUses = (page: Page) =>
  page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses);

test.describe('a page loads and hydrates without Intl', () => {
  for (const kind of FIRST_LOAD_PAGES) {
    test(`the ${kind} page`, async ({ page, demoSite }) => {
      const path = await pathOfPage(page, kind, demoSite);
      await page.addInitScript(countIntlUses);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.ok(), `${path} answered`).toBe(true);
      await waitForHydration(page);
      expect(await intlUses(page), `${kind}: Intl used while loading`).toEqual([]);
      // The count sees Intl when it is used.
      await page.evaluate(() => new Intl.NumberFormat('en-AU').format(1));
      expect(await intlUses(page)).toEqual(['NumberFormat']);
    });
  }
});
