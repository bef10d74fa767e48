import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  feedSyncSchema,
  type FeedSyncSettings,
} from '@forecourt/tenants/settings/feed-sync-settings.schema';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteWithSlug } from '../leads/testing/sample-lead.js';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import { createTestRecords, type TestRecords } from '../testing/test-records.js';
import { createTestStockFeedFetcher } from '../testing/test-stock-feed-fetcher.js';
import { StockSyncWorker } from './stock-sync-worker.js';
import { STOCK_SYNC_FAILED, STOCK_SYNC_HELD, syncSiteStock } from './sync-site-stock.js';
import type { FeedImportOutcome, FeedImportRequest } from './stock-sync.types.js';
import { sampleImportOutcome } from './testing/sample-import-outcome.js';

/** What the feed server answers at a path: a body with an optional ETag, or a status. */
interface FeedAnswer {
  body?: string;
  etag?: string;
  status?: number;
}

const MINUTE = 60_000;
const INTERVAL_MINUTES = 15;
let server: Server;
let origin: string;
let records: TestRecords;
const feeds = new Map<string, FeedAnswer>();
const received: { path: string; ifNoneMatch: string | undefined }[] = [];

function answer(request: IncomingMessage, response: import('node:http').ServerResponse) {
  const path = request.url ?? '';
  received.push({ path, ifNoneMatch: request.headers['if-none-match'] });
  const feed = feeds.get(path) ?? { status: 404 };
  if (feed.status) {
    response.writeHead(feed.status).end();
  } else if (feed.etag && request.headers['if-none-match'] === feed.etag) {
    response.writeHead(304).end();
  } else {
    response.writeHead(200, feed.etag ? { etag: feed.etag } : {}).end(feed.body);
  }
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  records = createTestRecords();
  await records.migrate();
}, 60_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await records.close();
});

/** A site of its own, syncing its own feed path every 15 minutes. */
function syncedSite(settings: Partial<FeedSyncSettings> = {}): { site: Site; path: string } {
  const slug = `sync-${randomUUID()}`;
  const path = `/feeds/${slug}.csv`;
  const base = siteWithSlug(harbourSite, slug);
  const feedSync = feedSyncSchema.parse({
    url: `${origin}${path}`,
    intervalMinutes: INTERVAL_MINUTES,
    ...settings,
  });
  return { site: { ...base, config: { ...base.config, feedSync } }, path };
}

/** An import that keeps what it was given and answers as told (by default: one car added). */
function fakeImport() {
  const calls: (Omit<FeedImportRequest, 'content' | 'site'> & { content: string; site: string })[] =
    [];
  let next: (request: FeedImportRequest) => Promise<FeedImportOutcome> = () =>
    Promise.resolve(sampleImportOutcome({ rowsRead: 1, added: 1 }));
  return {
    calls,
    answer(with_: (request: FeedImportRequest) => Promise<FeedImportOutcome>) {
      next = with_;
    },
    importFeed: (request: FeedImportRequest) => {
      const { content, site, ...rest } = request;
      calls.push({
        ...rest,
        site: site.config.slug,
        content: typeof content === 'string' ? content : new TextDecoder().decode(content),
      });
      return next(request);
    },
  };
}

function logLines() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => {
    lines.push({ level, fields, message });
  };
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

/** A worker for the sites with a clock the test moves. */
function setUp(sites: Site[]) {
  const clock = { now: new Date('2026-11-01T09:00:00.000Z') };
  const importer = fakeImport();
  const { lines, log } = logLines();
  const dependencies = {
    records,
    fetcher: createTestStockFeedFetcher(),
    importFeed: importer.importFeed,
    dataDir: '/data',
    env: {},
    log,
    now: () => clock.now,
  };
  const worker = new StockSyncWorker({ ...dependencies, sites });
  const advance = (minutes: number) => {
    clock.now = new Date(clock.now.getTime() + minutes * MINUTE);
  };
  return { clock, advance, importer, lines, worker, dependencies };
}

const outcomes = async (site: Site) =>
  (await records.forSite(site).stockSyncRuns()).map((run) => run.outcome).reverse();

describe('StockSyncWorker', () => {
  it('imports a changed feed, skips one whose server says it has not changed, and waits out the interval', async () => {
    const { site, path } = syncedSite({ mode: 'partial', allowMassRemoval: true });
    const { advance, importer, worker } = setUp([site]);
    feeds.set(path, { body: 'stockNumber\nA1\n', etag: '"v1"' });

    await worker.runOnce();
    expect(importer.calls).toEqual([
      {
        site: site.config.slug,
        content: 'stockNumber\nA1\n',
        format: 'csv',
        mode: 'partial',
        now: new Date('2026-11-01T09:00:00.000Z'),
        dataDir: '/data',
        env: {},
        allowMassRemoval: true,
      },
    ]);

    // Not due yet: the feed is not even fetched.
    advance(INTERVAL_MINUTES - 1);
    const before = received.length;
    await worker.runOnce();
    expect(received).toHaveLength(before);

    // Due: asked with the last ETag, answered 304, nothing imported.
    advance(1);
    await worker.runOnce();
    expect(received.at(-1)).toEqual({ path, ifNoneMatch: '"v1"' });
    expect(importer.calls).toHaveLength(1);

    // The feed changed: the new content is imported.
    feeds.set(path, { body: 'stockNumber\nA1\nB2\n', etag: '"v2"' });
    advance(INTERVAL_MINUTES);
    await worker.runOnce();
    expect(importer.calls.map((call) => call.content)).toEqual([
      'stockNumber\nA1\n',
      'stockNumber\nA1\nB2\n',
    ]);
    expect(await outcomes(site)).toEqual(['applied', 'unchanged', 'applied']);
    const [latest] = await records.forSite(site).stockSyncRuns(1);
    expect(latest).toMatchObject({
      trigger: 'schedule',
      etag: '"v2"',
      summary: sampleImportOutcome({ rowsRead: 1, added: 1 }),
    });
  });

  it('does not import the same feed again from a server without validators', async () => {
    const { site, path } = syncedSite();
    const { advance, importer, worker } = setUp([site]);
    feeds.set(path, { body: 'stockNumber\nA1\n' });
    await worker.runOnce();
    advance(INTERVAL_MINUTES);
    await worker.runOnce();
    expect(importer.calls).toHaveLength(1);
    expect(await outcomes(site)).toEqual(['applied', 'unchanged']);
  });

  it('keeps the last good stock when the fetch fails, logs why, and tries again next interval', async () => {
    const { site, path } = syncedSite();
    const { advance, importer, worker, lines } = setUp([site]);
    feeds.set(path, { status: 500 });
    await worker.runOnce();
    expect(importer.calls).toHaveLength(0);
    const [failed] = await records.forSite(site).stockSyncRuns();
    expect(failed).toMatchObject({
      outcome: 'failed',
      summary: null,
      error: `stock feed ${origin}${path} answered HTTP 500; the last good stock stays`,
    });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        fields: expect.objectContaining({ event: STOCK_SYNC_FAILED, site: site.config.slug }),
      }),
    );

    feeds.set(path, { body: 'stockNumber\nA1\n', etag: '"v1"' });
    advance(INTERVAL_MINUTES - 1);
    await worker.runOnce();
    expect(importer.calls).toHaveLength(0);
    advance(1);
    await worker.runOnce();
    expect(importer.calls).toHaveLength(1);
    expect(await outcomes(site)).toEqual(['failed', 'applied']);
  });

  it('records a feed with no valid row, or one the import cannot read, as failed', async () => {
    const { site, path } = syncedSite();
    const { advance, importer, worker } = setUp([site]);
    feeds.set(path, { body: 'price\nfree\n', etag: '"bad"' });
    importer.answer(() =>
      Promise.resolve(
        sampleImportOutcome({
          rowsRead: 1,
          skipped: 1,
          applied: false,
          rowErrors: [{ row: 1, line: 2, field: 'price', reason: 'not a number' }],
        }),
      ),
    );
    await worker.runOnce();
    const [noRow] = await records.forSite(site).stockSyncRuns();
    expect(noRow?.outcome).toBe('failed');
    expect(noRow?.error).toBe(
      'no valid row: all 1 rows were skipped (row 1 price: not a number); the last good stock stays',
    );
    expect(noRow?.summary?.rowErrors).toHaveLength(1);

    // A failed run's ETag is not sent back: the same feed is fetched and read again.
    importer.answer(() => Promise.reject(new Error('not CSV: unclosed quote on line 3')));
    advance(INTERVAL_MINUTES);
    await worker.runOnce();
    expect(received.at(-1)).toEqual({ path, ifNoneMatch: undefined });
    const [unreadable] = await records.forSite(site).stockSyncRuns();
    expect(unreadable?.error).toBe('not CSV: unclosed quote on line 3; the last good stock stays');
  });

  it('records a held import with its reason, logs it, and fetches the feed whole next time', async () => {
    const { site, path } = syncedSite();
    const { advance, importer, worker, lines } = setUp([site]);
    feeds.set(path, { body: 'stockNumber\nA1\n', etag: '"v1"' });
    const reason = '40 of 50 cars would vanish at once (more than half)';
    importer.answer(() =>
      Promise.resolve(
        sampleImportOutcome({
          rowsRead: 10,
          unchanged: 10,
          sold: 40,
          applied: false,
          held: reason,
        }),
      ),
    );
    await worker.runOnce();
    const [held] = await records.forSite(site).stockSyncRuns();
    expect(held).toMatchObject({ outcome: 'held', error: reason });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        fields: expect.objectContaining({ event: STOCK_SYNC_HELD, reason }),
      }),
    );

    advance(INTERVAL_MINUTES);
    await worker.runOnce();
    expect(received.at(-1)).toEqual({ path, ifNoneMatch: undefined });
    expect(importer.calls).toHaveLength(2);
  });

  it('never syncs a site on two workers at once, nor twice in one interval', async () => {
    const { site, path } = syncedSite();
    feeds.set(path, { body: 'stockNumber\nA1\n' });
    const first = setUp([site]);
    const second = setUp([site]);
    let release: () => void = () => undefined;
    const importing = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inImport = 0;
    let mostAtOnce = 0;
    for (const worker of [first, second]) {
      worker.importer.answer(async () => {
        inImport += 1;
        mostAtOnce = Math.max(mostAtOnce, inImport);
        await importing;
        inImport -= 1;
        return sampleImportOutcome({ rowsRead: 1, added: 1 });
      });
    }
    const passes = Promise.all([first.worker.runOnce(), second.worker.runOnce()]);
    // Let both workers reach the lease before the import is let go.
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    const [firstResults, secondResults] = await passes;
    expect(mostAtOnce).toBe(1);
    expect(first.importer.calls.length + second.importer.calls.length).toBe(1);
    expect([...firstResults, ...secondResults].map(({ result }) => result.status).sort()).toEqual([
      'ran',
      'skipped',
    ]);

    // Once the run is recorded, the other worker still waits for the interval.
    await second.worker.runOnce();
    expect(first.importer.calls.length + second.importer.calls.length).toBe(1);
  });

  it('syncs at once and whole when an operator asks, even before the interval', async () => {
    const { site, path } = syncedSite();
    const { importer, worker, dependencies } = setUp([site]);
    feeds.set(path, { body: 'stockNumber\nA1\n', etag: '"v1"' });
    await worker.runOnce();
    const result = await syncSiteStock(dependencies, site, { trigger: 'command' });
    expect(result.status).toBe('ran');
    expect(received.at(-1)).toEqual({ path, ifNoneMatch: undefined });
    expect(importer.calls).toHaveLength(2);
    const [latest] = await records.forSite(site).stockSyncRuns(1);
    expect(latest?.trigger).toBe('command');
  });

  it('logs what an applied import did, skipped rows with their reasons', async () => {
    const { site, path } = syncedSite();
    const { importer, worker, lines } = setUp([site]);
    feeds.set(path, { body: 'stockNumber\nA1\nB2\n' });
    importer.answer(() =>
      Promise.resolve(
        sampleImportOutcome({
          rowsRead: 2,
          added: 1,
          sold: 3,
          skipped: 1,
          rowErrors: [{ row: 2, field: 'year', reason: 'not a year' }],
        }),
      ),
    );
    await worker.runOnce();
    expect(lines).toContainEqual({
      level: 'info',
      fields: expect.objectContaining({ site: site.config.slug, outcome: 'applied', sold: 3 }),
      message: `stock sync of ${site.config.slug}: 1 new, 0 changed, 3 sold, 0 restored, 1 rows skipped; skipped row 2 year: not a year`,
    });
  });

  it('leaves sites without feedSync alone', async () => {
    const { worker, importer } = setUp([harbourSite]);
    expect(await worker.runOnce()).toEqual([]);
    expect(importer.calls).toHaveLength(0);
  });
});
