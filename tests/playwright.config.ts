import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.js';
import type { DemoSiteOptions } from './e2e/support/demo-site-fixture.js';
import { DEMO_SITES, siteOrigin } from './e2e/support/demo-sites.js';
import { partnerKeysFile } from './e2e/support/partner-keys.js';
import { TEST_FORM_SECRET_ENV } from './e2e/support/form-secret.js';
import { TEST_PAYMENTS_ENV } from './e2e/support/test-payments.js';
import { TEST_LEAD_WEBHOOK_ENV, testSitesDir } from './e2e/support/lead-delivery-sites.js';
import { PNPM, REPO_ROOT } from './e2e/support/repo-root.js';

/** The production server the browser tests run against (E2E_PORT moves it, so two checkouts can test at once). */
const PORT = Number(process.env.E2E_PORT ?? 4321);

/** Each site's partner key for the tests' own GraphQL lookups, issued before the server starts. */
const PARTNER_KEYS_FILE = partnerKeysFile(PORT);
// The config is read in every test worker too: the lookups find the file through this.
process.env.E2E_PARTNER_KEYS_FILE = PARTNER_KEYS_FILE;

/** Starting the server indexes every site's stock before it listens. */
const SERVER_START_TIMEOUT_MS = 120_000;

/**
 * Browser tests of the server-rendered web client, one project per demo site. The client must be
 * built first (`pnpm --filter @forecourt/client build`); the server refuses to start without it.
 */
export default defineConfig<DemoSiteOptions>({
  testDir: 'e2e',
  retries: 0,
  // A test's budget, not a speed goal (those are the benchmarks): the two cores also run the
  // production server, and an axe scan of a full results page takes seconds on its own.
  timeout: 60_000,
  // Two browsers at once on two cores, beside the server: the tests spend much of their time
  // waiting on the page, and the whole suite took 16.7 minutes this way against 21.3 with one.
  workers: 2,
  reporter: 'list',
  use: {
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: DEMO_SITES.map((site) => ({
    name: site.slug,
    use: { demoSite: site, baseURL: siteOrigin(site, PORT) },
  })),
  webServer: {
    // The demo sites, copied with the lead-delivery test's webhook receiver as their webhook.
    command: `${PNPM} exec tsx tests/e2e/support/issue-partner-keys.ts ${PARTNER_KEYS_FILE} && ${PNPM} exec tsx tests/e2e/support/lead-delivery-sites.ts ${PORT} && ${PNPM} --filter @forecourt/server start`,
    cwd: REPO_ROOT,
    env: {
      PORT: String(PORT),
      NODE_ENV: 'production',
      FORECOURT_SITES_DIR: testSitesDir(PORT),
      ...TEST_FORM_SECRET_ENV,
      ...TEST_PAYMENTS_ENV,
      ...TEST_LEAD_WEBHOOK_ENV,
    },
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: SERVER_START_TIMEOUT_MS,
    reuseExistingServer: !process.env.CI,
    // Stopped as a process manager stops it, so it closes its records: the embedded database
    // (PGlite) killed mid-write can leave the data directory unreadable for the next start.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
