import type { Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { waitForHydration } from './support/hydration.js';
import { FIRST_LOAD_PAGES, pathOfPage } from './support/page-kinds.js';

/**
 * A page names in its head every script it needs to hydrate: the boot's and its own route's code
 * (`lazyPage` in the client's route table). The browser then fetches them all from the first bytes
 * of the page, beside React, instead of finding the page's code only after the entry has run, a
 * round trip later on a phone's connection.
 */

/**
 * The scripts the page's HTML names as sent (its module scripts and preloads): read from the
 * response, since the client's code-loading helper adds preload links of its own once it runs.
 */
function scriptsNamedIn(html: string): Set<string> {
  const tags = html.match(/<(?:link[^>]*rel="modulepreload"|script[^>]*type="module")[^>]*>/g);
  return new Set((tags ?? []).flatMap((tag) => /(?:href|src)="([^"]+)"/.exec(tag)?.[1] ?? []));
}

/**
 * Opens `path` with every script of the site that its HTML does not name held back (code loaded
 * on demand, a carousel's say, still waits), and waits for the page to hydrate.
 */
async function hydrateWithNamedScriptsOnly(page: Page, path: string): Promise<void> {
  let named: (scripts: Set<string>) => void = () => undefined;
  const namedScripts = new Promise<Set<string>>((resolve) => (named = resolve));
  let releaseHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (releaseHeld = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (!(await namedScripts).has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  try {
    const response = await page.goto(path, { waitUntil: 'commit' });
    if (!response?.ok()) throw new Error(`${path} answered HTTP ${response?.status() ?? '(none)'}`);
    named(scriptsNamedIn(await response.text()));
    await waitForHydration(page);
  } finally {
    releaseHeld();
  }
}

test.describe('a page hydrates with the scripts its head names', () => {
  for (const kind of FIRST_LOAD_PAGES) {
    test(`the ${kind} page`, async ({ page, demoSite }) => {
      const path = await pathOfPage(page, kind, demoSite);
      await hydrateWithNamedScriptsOnly(page, path);
    });
  }
});
