import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { waitForHydration } from './support/hydration.js';
import { FIRST_LOAD_PAGES, pathOfPage } from './support/page-kinds.js';
import { untilReleased } from './support/hold-back.js';
import { assetsStartedBy } from './support/start-code.js';

/**
 * A page names in its HTML every script it needs to hydrate: the boot's and its own route's code
 * (`lazyPage` in the client's route table), which it starts all at once when it has painted. The
 * browser then fetches them side by side, beside React, instead of finding the page's code only
 * after the entry has run, a round trip later on a phone's connection.
 */

/** The scripts the page's HTML names as sent: the preloads and boot modules its start code adds. */
function scriptsNamedIn(html: string): Set<string> {
  const { preloads, modules } = assetsStartedBy(html);
  return new Set([...preloads, ...modules]);
}

/**
 * Opens `path` with every script of the site that its HTML does not name held back (code loaded
 * on demand, a carousel's say, still waits), and waits for the page to hydrate.
 */
async function hydrateWithNamedScriptsOnly(page: Page, path: string): Promise<void> {
  let named: (scripts: Set<string>) => void = () => undefined;
  const namedScripts = new Promise<Set<string>>((resolve) => (named = resolve));
  const { held, release: releaseHeld } = untilReleased();
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

/** Tags that make the browser fetch a script as it parses the page. */
const SCRIPT_TAGS = /<(?:link[^>]*rel="modulepreload"|script[^>]*\ssrc=)[^>]*>/g;

test('a page fetches no script of its own before it has painted', async ({ page, demoSite }) => {
  for (const kind of FIRST_LOAD_PAGES) {
    const path = await pathOfPage(page, kind, demoSite);
    // Opened in the page: only the browser resolves <site>.localhost.
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    // The analytics pixel's script is the dealer's, and loads from its own host.
    const own = (html.match(SCRIPT_TAGS) ?? []).filter((tag) => !/https?:\/\//.test(tag));
    expect(own, `${kind}: script tags in the HTML as sent`).toEqual([]);
    expect(scriptsNamedIn(html).size, `${kind}: scripts started after the paint`).toBeGreaterThan(
      0,
    );
  }
});

test.describe('a page hydrates with the scripts its HTML names', () => {
  for (const kind of FIRST_LOAD_PAGES) {
    test(`the ${kind} page`, async ({ page, demoSite }) => {
      const path = await pathOfPage(page, kind, demoSite);
      await hydrateWithNamedScriptsOnly(page, path);
    });
  }
});
