import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@forecourt/schema/time/durations';
import type { AlertLog } from '../../alerts/fulfil-similar-car-alerts.js';
import { fulfilSiteAlerts } from '../../alerts/similar-car-alert-runs.js';
import { matchingCarIds } from '../../saved-searches/matching-car-ids.js';
import {
  createTestRecordsWithWatchlist,
  type RecordsWithWatchlist,
} from '../../testing/test-records-with-watchlist.js';
import { createTestStockSearch } from '../../testing/test-stock-search.js';
import { indexSiteStock } from '../index-site-stock.js';
import { similarityCriteria } from '../similar-cars.js';
import { harbourSite as site } from '../testing/fixture-sites.js';
import { importSiteFeed } from './import-site-feed.js';
import {
  DEALER_EXPORT_ROWS as ROW,
  dealerExportOf as exportOf,
} from '../testing/dealer-export-rows.js';

/**
 * From a dealer's export to the shoppers' e-mails, the way a running server does it: each import
 * writes the snapshot, the server reindexes the site from it and fulfils the alerts. A car that
 * sold (gone from the export) gets a similar-car alert; the next export brings a similar car, a
 * car for a saved search and a lower price on a watched car.
 */

const FIRST = new Date(Date.now() - 2 * DAY_MS);
const SECOND = new Date(FIRST.getTime() + 3_600_000);
const THIRD = new Date(SECOND.getTime() + 3_600_000);
const quiet: AlertLog = { info: () => undefined, error: () => undefined };

let dataDir: string;
let store: RecordsWithWatchlist;
const stockSearch = createTestStockSearch();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'import-alerts-'));
  store = createTestRecordsWithWatchlist();
  await store.records.migrate();
}, 60_000);
afterAll(async () => {
  await Promise.all([store.records.close(), stockSearch.close()]);
  await rm(dataDir, { recursive: true, force: true });
});

/** An import, then what the server does when it sees the new snapshot. */
async function importAndFulfil(content: string, now: Date) {
  const summary = await importSiteFeed({
    site,
    content,
    format: 'csv',
    mode: 'full',
    now,
    dataDir,
    env: {},
    allowMassRemoval: false,
  });
  await indexSiteStock(site, stockSearch, { dataDir, now });
  await fulfilSiteAlerts(
    site,
    { stockSearch, records: store.records },
    { log: quiet, now: () => now },
  );
  return summary;
}

describe('an import fulfils the alerts its changes make due', () => {
  it('queues the similar-car, saved-search and price-drop e-mails', async () => {
    const records = store.records.forSite(site);
    const watcher = randomUUID();
    const searcher = randomUUID();
    const stock = () => stockSearch.forSite(site, () => THIRD);

    await importAndFulfil(exportOf(ROW.C1, ROW.C2, ROW.C3, ROW.C5), FIRST);
    // A shopper watches the CX-5 (the first run marks its price) and saves "every Toyota".
    await store.watch(site, watcher, 'C2');
    await records.setPriceDropAlerts(watcher, 'watcher@example.com', true, FIRST);
    const criteria = { filters: { make: ['Toyota'] }, ranges: {} };
    const savedSearch = await records.createSavedSearch({
      userId: searcher,
      email: 'searcher@example.com',
      label: 'Every Toyota',
      path: '/search/used-cars',
      query: '',
      criteria,
      alertsEnabled: true,
      seenCarIds: await matchingCarIds(stock(), criteria),
      createdAt: FIRST,
    });
    await fulfilSiteAlerts(
      site,
      { stockSearch, records: store.records },
      { log: quiet, now: () => FIRST },
    );

    // The Corolla SX is gone from the next export: sold; a shopper on its page asks for a similar one.
    const second = await importAndFulfil(exportOf(ROW.C1, ROW.C2, ROW.C3), SECOND);
    expect(second.sold).toEqual(['C5']);
    const [sold] = await stock().findByIds(['C5']);
    expect(sold?.status).toBe('sold');
    const alert = await records.createSimilarCarAlert({
      carId: 'C5',
      criteria: similarityCriteria(sold!, site),
      email: 'similar@example.com',
      phone: null,
      knownSimilarCarIds: ['C1'],
      createdAt: SECOND,
    });

    const cheaper = ROW.C2.replace('31990', '29990');
    const third = await importAndFulfil(exportOf(ROW.C1, cheaper, ROW.C3, ROW.C4), THIRD);
    expect(third).toMatchObject({
      added: ['C4'],
      priceChanged: [{ id: 'C2', from: 31990, to: 29990 }],
    });

    const similarEmail = await records.similarCarAlertEmail(alert.id);
    expect(similarEmail?.cars.map((car) => car.id)).toEqual(['C4']);
    const searchEmails = await records.accountAlertEmails(searcher);
    expect(searchEmails.map((email) => email.payload)).toEqual([
      expect.objectContaining({
        kind: 'saved-search',
        cars: [expect.objectContaining({ id: 'C4' })],
      }),
    ]);
    expect(searchEmails[0]?.savedSearchId).toBe(savedSearch?.id);
    const dropEmails = await records.accountAlertEmails(watcher);
    expect(dropEmails.map((email) => email.payload)).toEqual([
      expect.objectContaining({
        kind: 'price-drop',
        car: expect.objectContaining({ id: 'C2' }),
        wasText: '$31,990',
      }),
    ]);
  });
});
