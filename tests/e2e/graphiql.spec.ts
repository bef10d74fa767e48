import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { DEMO_SITES, siteOrigin } from './support/demo-sites.js';
import {
  freePort,
  startProductionServer,
  type RunningServer,
} from './support/production-server.js';

/** Starting a server indexes every demo site's stock. */
const START_TIMEOUT_MS = 180_000;

/** GraphiQL is one 9 MB page (its scripts, styles and editor workers inline): slow on a busy machine. */
const GRAPHIQL_LOAD_MS = 120_000;

/** The example GraphiQL opens with (server/src/yoga.ts) searches 5 cars of 10,000–40,000. */
const EXAMPLE_OPERATION = 'query SearchExample';

test.describe('GraphiQL in development', () => {
  // One development server is enough: GraphiQL is the same page on every site.
  test.skip(({ demoSite }) => demoSite.slug !== DEMO_SITES[0]!.slug, 'checked on one site');

  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  test.beforeAll(async ({ demoSite }) => {
    if (demoSite.slug !== DEMO_SITES[0]!.slug) return;
    test.setTimeout(START_TIMEOUT_MS + 30_000);
    // Its own data directory: the tests' main server holds the default one's records.
    dataDir = await mkdtemp(path.join(tmpdir(), 'graphiql-data-'));
    server = await startProductionServer(await freePort(), {
      nodeEnv: 'development',
      timeoutMs: START_TIMEOUT_MS,
      env: { FORECOURT_DATA_DIR: dataDir },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('loads with no internet, runs the example query and shows cars', async ({
    page,
    demoSite,
  }) => {
    const origin = siteOrigin(demoSite, server!.port);
    // No internet: every request off this server fails, and is remembered.
    const offSite: string[] = [];
    await page.route(
      (url) => url.origin !== origin && url.protocol !== 'blob:' && url.protocol !== 'data:',
      (route) => {
        offSite.push(route.request().url());
        return route.abort('internetdisconnected');
      },
    );
    test.setTimeout(3 * GRAPHIQL_LOAD_MS);
    await page.goto(`${origin}/graphql`, {
      waitUntil: 'domcontentloaded',
      timeout: GRAPHIQL_LOAD_MS,
    });
    await expect(page).toHaveTitle('Forecourt GraphiQL');
    await expect(page.locator('.graphiql-query-editor')).toContainText(EXAMPLE_OPERATION, {
      timeout: GRAPHIQL_LOAD_MS,
    });

    await page.getByRole('button', { name: /execute query/i }).click();

    const response = page.locator('.graphiql-response');
    await expect(response).toContainText('"carSearch"', { timeout: 30_000 });
    // The first car the result shows is one of the site's cars, by its slug.
    // The editor shows spaces as no-break spaces.
    const shown = (await response.innerText()).replace(/\u00a0/g, ' ');
    const slug = /"slug":\s*"([^"]+)"/.exec(shown)?.[1];
    const name = /"node":\s*\{\s*"name":\s*"([^"]+)"/.exec(shown)?.[1];
    expect(slug, 'a car slug in the result').toBeDefined();
    expect(name, 'a car name in the result').toBeDefined();
    const stored = await page.evaluate(async (carSlug) => {
      const answer = await fetch('/graphql', {
        method: 'POST',
        // A browser's request carries the CSRF-prevention header, as the site's pages send it.
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': 'forecourt' },
        body: JSON.stringify({
          query: 'query Car($slug: String!) { car(slug: $slug) { name } }',
          variables: { slug: carSlug },
        }),
      });
      const { data } = (await answer.json()) as { data: { car: { name: string } | null } };
      return data.car?.name;
    }, slug!);
    expect(name).toBe(stored);
    expect(offSite).toEqual([]);
  });
});

test('production does not serve GraphiQL', async ({ page }) => {
  // A browser opening /graphql asks for HTML.
  const response = await page.goto('/graphql');
  expect(response!.headers()['content-type'] ?? '').not.toContain('text/html');
  expect(await response!.text()).not.toContain('GraphiQL');
  await expect(page.locator('.graphiql-container')).toHaveCount(0);
});
