import { randomUUID } from 'node:crypto';
import { feedSyncSchema } from '@forecourt/tenants/settings/feed-sync-settings.schema';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteWithSlug } from '../leads/testing/sample-lead.js';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import type { StockFeedFetcher } from '../stock-sync/stock-feed-fetcher.port.js';
import type { FeedImportOutcome, FeedImportRequest } from '../stock-sync/stock-sync.types.js';
import { sampleImportOutcome } from '../stock-sync/testing/sample-import-outcome.js';
import { createTestRecords, type TestRecords } from '../testing/test-records.js';
import {
  readStockSyncArguments,
  runStockSync,
  type StockSyncCommandRequest,
} from './stock-sync.js';

let records: TestRecords;
beforeAll(async () => {
  records = createTestRecords();
  await records.migrate();
}, 60_000);
afterAll(() => records.close());

const AT = new Date('2026-11-01T09:00:00.000Z');
const FEED = 'stockNumber,make\nA1,Toyota\n';

function syncedSite(): Site {
  const base = siteWithSlug(harbourSite, `command-${randomUUID()}`);
  const feedSync = feedSyncSchema.parse({ url: 'https://stock.example.com/feed.csv' });
  return { ...base, config: { ...base.config, feedSync } };
}

/** A fetcher that always has the feed, and remembers whether it was asked conditionally. */
function feedFetcher() {
  const previous: unknown[] = [];
  const fetcher: StockFeedFetcher = {
    fetchFeed: (request) => {
      previous.push(request.previous);
      return Promise.resolve({
        status: 'fetched',
        content: new TextEncoder().encode(FEED),
        etag: '"v1"',
        lastModified: null,
      });
    },
  };
  return { fetcher, previous };
}

function request(
  site: Site,
  summary: FeedImportOutcome,
  overrides: Partial<StockSyncCommandRequest> = {},
) {
  const lines: string[] = [];
  const imported: FeedImportRequest[] = [];
  const { fetcher, previous } = feedFetcher();
  return {
    lines,
    imported,
    previous,
    request: {
      sites: [harbourSite, site],
      siteSlug: site.config.slug,
      records,
      fetcher,
      importFeed: (importRequest: FeedImportRequest) => {
        imported.push(importRequest);
        return Promise.resolve(summary);
      },
      dataDir: '/data',
      env: {},
      out: (line: string) => lines.push(line),
      now: () => AT,
      ...overrides,
    } satisfies StockSyncCommandRequest,
  };
}

describe('pnpm stock:sync', () => {
  it('reads --site, and asks for it', () => {
    expect(readStockSyncArguments(['--site', 'harbour-motors'])).toEqual({
      site: 'harbour-motors',
    });
    expect(readStockSyncArguments(['--help'])).toBeNull();
    expect(() => readStockSyncArguments([])).toThrow('--site is required');
  });

  it('fetches the whole feed now, imports it and prints what changed, skipped rows included', async () => {
    const site = syncedSite();
    const summary = sampleImportOutcome({
      rowsRead: 4,
      added: 2,
      changed: 1,
      priceChanged: 1,
      sold: 1,
      unchanged: 0,
      skipped: 1,
      rowErrors: [{ row: 4, line: 5, field: 'price', reason: 'not a number' }],
      ignoredColumns: [{ column: 'Colour', reason: 'unknown column' }],
    });
    const sync = request(site, summary);
    // Synced on schedule a minute ago: the command does not wait for the interval.
    await runStockSync({ ...sync.request, out: () => undefined });
    const { exitCode, run } = await runStockSync(sync.request);
    expect(exitCode).toBe(0);
    expect(run?.outcome).toBe('applied');
    expect(sync.previous).toEqual([null, null]);
    expect(new TextDecoder().decode(sync.imported[1]?.content as Uint8Array)).toBe(FEED);
    expect(sync.lines).toEqual([
      `${site.config.slug}: applied (2026-11-01T09:00:00.000Z, 0.0 s)`,
      '  4 rows read: 2 new, 1 changed (1 in price), 1 sold, 0 restored, 0 dropped, 0 unchanged, 1 skipped',
      '  skipped row 4 (line 5) price: not a number',
      '  ignored column Colour: unknown column',
    ]);
    const [recorded] = await records.forSite(site).stockSyncRuns(1);
    expect(recorded?.trigger).toBe('command');
  });

  it('says a held import changed nothing, with exit code 1', async () => {
    const site = syncedSite();
    const held = '45 of 50 cars would vanish at once';
    const sync = request(site, sampleImportOutcome({ rowsRead: 5, held, applied: false }));
    expect((await runStockSync(sync.request)).exitCode).toBe(1);
    expect(sync.lines).toContain(`  held: ${held}`);
    expect(sync.lines).toContain(
      '  nothing changed; feedSync.allowMassRemoval lets such a feed through',
    );
  });

  it('refuses an unknown site, a site without feedSync, and a site being synced elsewhere', async () => {
    const site = syncedSite();
    const unknown = request(site, sampleImportOutcome(), { siteSlug: 'nowhere' });
    expect((await runStockSync(unknown.request)).exitCode).toBe(1);
    expect(unknown.lines[0]).toMatch(/^No site nowhere; the sites are harbour-motors, /);

    const plain = request(site, sampleImportOutcome(), { siteSlug: harbourSite.config.slug });
    expect((await runStockSync(plain.request)).exitCode).toBe(1);
    expect(plain.lines).toEqual([
      'harbour-motors has no feedSync setting: there is no feed address to sync from.',
    ]);

    await records
      .forSite(site)
      .takeStockSyncLease({ now: AT, leaseMs: 60_000, lastStartedBy: null });
    const busy = request(site, sampleImportOutcome());
    expect((await runStockSync(busy.request)).exitCode).toBe(1);
    expect(busy.imported).toHaveLength(0);
    expect(busy.lines).toEqual([
      `A sync of ${site.config.slug} is under way elsewhere; try again when it has finished.`,
    ]);
  });
});
