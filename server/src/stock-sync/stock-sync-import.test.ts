import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedSyncSchema } from '@forecourt/tenants/settings/feed-sync-settings.schema';
import type { Site } from '@forecourt/tenants/site';
import { DAY_MS } from '@forecourt/schema/time/durations';
import type { AlertLog } from '../alerts/fulfil-similar-car-alerts.js';
import { fulfilSiteAlerts } from '../alerts/similar-car-alert-runs.js';
import { matchingCarIds } from '../saved-searches/matching-car-ids.js';
import { indexSiteStock } from '../stock/index-site-stock.js';
import { importSiteFeed } from '../stock/stock-import/import-site-feed.js';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import {
  createTestRecordsWithWatchlist,
  type RecordsWithWatchlist,
} from '../testing/test-records-with-watchlist.js';
import { createTestStockFeedFetcher } from '../testing/test-stock-feed-fetcher.js';
import { createTestStockSearch } from '../testing/test-stock-search.js';
import { StockSyncWorker } from './stock-sync-worker.js';
import {
  DEALER_EXPORT_ROWS as ROW,
  dealerExportOf as exportOf,
} from '../stock/testing/dealer-export-rows.js';

/**
 * The scheduled sync with the real stock import, against a local server whose feed changes
 * between runs, the way a running server does it: each applied run writes the snapshot, the
 * server reindexes the site from it and fulfils the alerts. A failing fetch and a feed that lacks
 * most of the yard change nothing; the next good feed sells the car it lacks, adds a car a saved
 * search wants and lowers a watched car's price, and the shoppers' e-mails are queued.
 */

const INTERVAL_MINUTES = 5;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** What the feed server answers now: a CSV body, or a status. */
let feed: { body: string } | { status: number } = { status: 404 };
let server: Server;
let dataDir: string;
let store: RecordsWithWatchlist;
const stockSearch = createTestStockSearch();

beforeAll(async () => {
  server = createServer((_request, response) => {
    if ('status' in feed) response.writeHead(feed.status).end();
    else response.writeHead(200, { 'content-type': 'text/csv' }).end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  dataDir = await mkdtemp(path.join(tmpdir(), 'stock-sync-import-'));
  store = createTestRecordsWithWatchlist();
  await store.records.migrate();
}, 60_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await Promise.all([store.records.close(), stockSearch.close()]);
  await rm(dataDir, { recursive: true, force: true });
});

describe('the scheduled sync, with the stock import', () => {
  it('applies changes, keeps the last good stock through a failing and a suspicious feed, and fulfils the alerts', async () => {
    const { port } = server.address() as AddressInfo;
    const site: Site = {
      ...harbourSite,
      config: {
        ...harbourSite.config,
        feedSync: feedSyncSchema.parse({
          url: `http://127.0.0.1:${port}/stock.csv`,
          intervalMinutes: INTERVAL_MINUTES,
        }),
      },
    };
    const clock = { now: new Date(Date.now() - 2 * DAY_MS) };
    const worker = new StockSyncWorker({
      sites: [site],
      records: store.records,
      fetcher: createTestStockFeedFetcher(),
      importFeed: importSiteFeed,
      dataDir,
      env: {},
      log: quiet,
      now: () => clock.now,
    });
    const alertLog: AlertLog = quiet;
    const stock = () => stockSearch.forSite(site, () => clock.now);
    const records = store.records.forSite(site);
    /** The next interval's run, then what the server does when it sees a new snapshot. */
    const nextRun = async () => {
      clock.now = new Date(clock.now.getTime() + (INTERVAL_MINUTES + 1) * 60_000);
      const [result] = await worker.runOnce();
      await indexSiteStock(site, stockSearch, { dataDir, now: clock.now });
      await fulfilSiteAlerts(
        site,
        { stockSearch, records: store.records },
        { log: alertLog, now: () => clock.now },
      );
      const [run] = await records.stockSyncRuns(1);
      return { result, run };
    };
    const inStock = async () =>
      (await stock().findByIds(['C1', 'C2', 'C3', 'C4', 'C5']))
        .flatMap((car) => (car?.status === 'in_stock' ? [car.id] : []))
        .sort();

    feed = { body: exportOf(ROW.C1, ROW.C2, ROW.C3, ROW.C5) };
    expect((await nextRun()).run).toMatchObject({ outcome: 'applied' });
    expect(await inStock()).toEqual(['C1', 'C2', 'C3', 'C5']);

    // A shopper watches the CX-5 (this run marks its price) and saves "every Toyota".
    const watcher = randomUUID();
    const searcher = randomUUID();
    await store.watch(site, watcher, 'C2');
    await records.setPriceDropAlerts(watcher, 'watcher@example.com', true, clock.now);
    const criteria = { filters: { make: ['Toyota'] }, ranges: {} };
    await records.createSavedSearch({
      userId: searcher,
      email: 'searcher@example.com',
      label: 'Every Toyota',
      path: '/search/used-cars',
      query: '',
      criteria,
      alertsEnabled: true,
      seenCarIds: await matchingCarIds(stock(), criteria),
      createdAt: clock.now,
    });
    await fulfilSiteAlerts(
      site,
      { stockSearch, records: store.records },
      { log: alertLog, now: () => clock.now },
    );

    // The dealer's server fails: the last good stock stays.
    feed = { status: 500 };
    const failed = await nextRun();
    expect(failed.run).toMatchObject({ outcome: 'failed' });
    expect(failed.run?.error).toMatch(/500/);
    expect(await inStock()).toEqual(['C1', 'C2', 'C3', 'C5']);

    // A cut-off export lacking three of four cars: held, nothing sold.
    feed = { body: exportOf(ROW.C1) };
    const held = await nextRun();
    expect(held.run).toMatchObject({ outcome: 'held' });
    expect(await inStock()).toEqual(['C1', 'C2', 'C3', 'C5']);

    // The next good export: the SX sold, the ZR arrived, the CX-5 is cheaper.
    feed = { body: exportOf(ROW.C1, ROW.C2.replace('31990', '29990'), ROW.C3, ROW.C4) };
    const applied = await nextRun();
    expect(applied.run).toMatchObject({
      outcome: 'applied',
      summary: {
        added: ['C4'],
        sold: ['C5'],
        priceChanged: [{ id: 'C2', from: 31990, to: 29990 }],
      },
    });
    expect(await inStock()).toEqual(['C1', 'C2', 'C3', 'C4']);
    const [sold] = await stock().findByIds(['C5']);
    expect(sold).toMatchObject({ status: 'sold' });

    expect((await records.accountAlertEmails(searcher)).map((email) => email.payload)).toEqual([
      expect.objectContaining({
        kind: 'saved-search',
        cars: [expect.objectContaining({ id: 'C4' })],
      }),
    ]);
    expect((await records.accountAlertEmails(watcher)).map((email) => email.payload)).toEqual([
      expect.objectContaining({ kind: 'price-drop', car: expect.objectContaining({ id: 'C2' }) }),
    ]);
  });
});
