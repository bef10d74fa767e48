import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_SITES_DIR, loadDemoSites } from '@forecourt/demo/demo-sites';
import { fulfilSiteAlerts } from '../alerts/similar-car-alert-runs.js';
import { createSiteFolder } from '../commands/site-new.js';
import { HARBOUR_ANSWERS } from '../commands/testing/new-site-answers-fixture.js';
import { indexSiteStock } from '../stock/index-site-stock.js';
import { createTestPlatform } from '../testing/test-platform.js';
import { reloadSites } from './site-reload.js';
import { editSiteSettings } from './testing/site-folders.js';
import { watchSiteFolders, type SiteFoldersWatcher } from './watch-site-folders.js';

/**
 * The running server and `pnpm site:new`: a site the command writes answers GraphQL on
 * `<slug>.localhost` without a restart, with its (empty) feed indexed; a bad edit afterwards is
 * refused and the site keeps answering with its last good settings.
 */

const OUTBACK = 'outback-caravans';
const WAIT = { timeout: 10_000, interval: 50 };
/** The records (PGlite) start on the first use: the new site's alerts are their first. */
const RECORDS_START = { timeout: 60_000, interval: 100 };
const SITE_NAME = '{ site { name } }';
const STOCK_COUNT = '{ carSearch(first: 1) { totalCount } }';

let dir: string;
let platform: Awaited<ReturnType<typeof createTestPlatform>>;
let watcher: SiteFoldersWatcher;
const refusals: string[] = [];
const prepared: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-folders-reload-'));
  const sitesDir = path.join(dir, 'sites');
  // The server starts with one demo site (its stock generated) and no other.
  await cp(path.join(DEMO_SITES_DIR, OUTBACK), path.join(sitesDir, OUTBACK), { recursive: true });
  platform = await createTestPlatform(20, await loadDemoSites(sitesDir));
  const { registry, stockSearch, records } = platform;
  watcher = watchSiteFolders(
    sitesDir,
    () =>
      reloadSites({
        registry,
        load: () => loadDemoSites(sitesDir),
        // As main.ts: the new site's stock is indexed and its alerts fulfilled.
        siteChanged: async (site) => {
          await indexSiteStock(site, stockSearch, { dataDir: dir, now: new Date() });
          await fulfilSiteAlerts(site, { stockSearch, records });
          prepared.push(site.config.slug);
        },
        log: { info: () => {}, error: (_fields, message) => refusals.push(message) },
      }),
    { debounceMs: 50 },
  );
  const created = await createSiteFolder({
    sitesDir,
    answers: HARBOUR_ANSWERS,
    loadAll: loadDemoSites,
    out: () => {},
  });
  expect(created.exitCode).toBe(0);
});

afterAll(async () => {
  watcher.close();
  await platform.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a site folder added while the server runs', () => {
  it(
    'answers on <slug>.localhost and on its domain, with its feed indexed',
    async () => {
      await vi.waitFor(async () => {
        const { data } = await platform.query('harbour-motors.localhost', SITE_NAME);
        expect(data).toEqual({ site: { name: 'Harbour Motors & Co' } });
      }, WAIT);
      expect((await platform.query('harbourmotors.com.au', SITE_NAME)).data).toEqual({
        site: { name: 'Harbour Motors & Co' },
      });
      // The site served before goes on as it was.
      expect((await platform.query(`${OUTBACK}.localhost`, SITE_NAME)).data).toEqual({
        site: { name: 'Outback Caravans & Motorcycles' },
      });
      await vi.waitFor(() => expect(prepared).toEqual(['harbour-motors']), RECORDS_START);
      const { data, errors } = await platform.query('harbour-motors.localhost', STOCK_COUNT);
      expect(errors).toBeUndefined();
      expect(data).toEqual({ carSearch: { totalCount: 0 } });
    },
    RECORDS_START.timeout,
  );

  it('keeps answering with its last good settings after a bad edit', async () => {
    await editSiteSettings(path.join(dir, 'sites', 'harbour-motors'), (settings) => ({
      ...settings,
      name: '',
    }));
    await vi.waitFor(
      () => expect(refusals.join('\n')).toContain('sites/harbour-motors/site.json: name:'),
      WAIT,
    );
    const { data } = await platform.query('harbour-motors.localhost', SITE_NAME);
    expect(data).toEqual({ site: { name: 'Harbour Motors & Co' } });
  });
});
