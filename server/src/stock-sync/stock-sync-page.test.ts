import { randomUUID } from 'node:crypto';
import { feedSyncSchema } from '@forecourt/tenants/settings/feed-sync-settings.schema';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteWithSlug } from '../leads/testing/sample-lead.js';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import { createTestRecords, type TestRecords } from '../testing/test-records.js';
import {
  NO_SYNC_RUNS_YET,
  STOCK_SYNC_PAGE_PATH,
  stockSyncPageRoute,
  stockSyncPageRouteFromEnv,
} from './stock-sync-page.js';
import type { StockSyncRunInput } from './stock-sync-records.port.js';
import { sampleImportOutcome } from './testing/sample-import-outcome.js';

let records: TestRecords;
beforeAll(async () => {
  records = createTestRecords();
  await records.migrate();
}, 60_000);
afterAll(() => records.close());

const AT = new Date('2026-11-01T09:00:00.000Z');

/** A site with a feed (its address carrying a token), named with markup to be escaped. */
function syncedSite(): Site {
  const base = siteWithSlug(harbourSite, `page-${randomUUID()}`);
  const feedSync = feedSyncSchema.parse({
    url: 'https://stock.example.com/feed.csv?token=s3cret',
    auth: { kind: 'header', header: 'X-Api-Key', valueEnv: 'FEED_KEY' },
  });
  return { ...base, config: { ...base.config, name: 'Harbour <Motors>', feedSync } };
}

async function record(site: Site, run: Partial<StockSyncRunInput>): Promise<void> {
  const siteRecords = records.forSite(site);
  const lease = await siteRecords.takeStockSyncLease({
    now: AT,
    leaseMs: 1000,
    lastStartedBy: null,
  });
  await siteRecords.finishStockSync(lease!.token, {
    trigger: 'schedule',
    url: 'https://stock.example.com/feed.csv?token=s3cret',
    startedAt: AT,
    finishedAt: new Date(AT.getTime() + 1500),
    outcome: 'applied',
    summary: null,
    error: null,
    etag: null,
    lastModified: null,
    contentSha256: null,
    ...run,
  });
}

const page = (site: Site, init?: RequestInit, token?: string) =>
  stockSyncPageRoute({ records, operatorToken: token })(
    new Request(`http://${site.config.slug}.localhost${STOCK_SYNC_PAGE_PATH}`, init),
    site,
  );

describe('the stock sync page', () => {
  it('lists the site’s runs newest first with their counts, skipped rows, holds and failures, escaped', async () => {
    const site = syncedSite();
    await record(site, {
      summary: sampleImportOutcome({
        rowsRead: 12,
        added: 3,
        changed: 2,
        priceChanged: 1,
        sold: 4,
        restored: 1,
        unchanged: 1,
        skipped: 1,
        rowErrors: [{ row: 7, line: 8, field: 'price', reason: 'not a number: <b>free</b>' }],
        ignoredColumns: [{ column: 'Colour<br>', reason: 'unknown column' }],
      }),
    });
    await record(site, {
      outcome: 'held',
      error: 'more than half the cars would vanish (40 of 50)',
      summary: sampleImportOutcome({ rowsRead: 10, sold: 40, applied: false, held: 'x' }),
    });
    await record(site, {
      outcome: 'failed',
      error: 'stock feed answered HTTP 500 <script>alert(1)</script>',
    });

    const response = await page(site);
    expect(response?.status).toBe(200);
    expect(response?.headers.get('cache-control')).toBe('no-store');
    const html = await response!.text();
    expect(html).toContain('<title>Stock sync of Harbour &lt;Motors&gt;</title>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('stock feed answered HTTP 500 &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Held: more than half the cars would vanish (40 of 50)');
    expect(html).toContain('<dt>new</dt><dd>3</dd>');
    expect(html).toContain('<dt>sold</dt><dd>4</dd>');
    expect(html).toContain('<dt>restored</dt><dd>1</dd>');
    expect(html).toContain(
      '<tr><td>7</td><td>8</td><td>price</td><td>not a number: &lt;b&gt;free&lt;/b&gt;</td></tr>',
    );
    expect(html).toContain('Colour&lt;br&gt; (unknown column)');
    // Newest first; the feed's token stays off the page.
    expect(html.indexOf('<h2>failed')).toBeLessThan(html.indexOf('<h2>held'));
    expect(html.indexOf('<h2>held')).toBeLessThan(html.indexOf('<h2>applied'));
    expect(html).toContain('https://stock.example.com/feed.csv');
    expect(html).not.toContain('s3cret');
  });

  it('shows only the site’s own runs', async () => {
    const mine = syncedSite();
    const theirs = syncedSite();
    await record(theirs, { outcome: 'failed', error: 'their failure' });
    const html = await (await page(mine))!.text();
    expect(html).toContain(NO_SYNC_RUNS_YET);
    expect(html).not.toContain('their failure');
  });

  it('answers only its own path, and only GET or HEAD', async () => {
    const site = syncedSite();
    const other = await stockSyncPageRoute({ records })(
      new Request(`http://${site.config.slug}.localhost/dev/mailbox`),
      site,
    );
    expect(other).toBeNull();
    expect((await page(site, { method: 'POST' }))?.status).toBe(405);
  });

  it('with an operator token, is a 404 to anyone without it', async () => {
    const site = syncedSite();
    expect((await page(site, undefined, 'operator-token'))?.status).toBe(404);
    const wrong = { headers: { authorization: 'Bearer guess' } };
    expect((await page(site, wrong, 'operator-token'))?.status).toBe(404);
    const right = { headers: { authorization: 'Bearer operator-token' } };
    expect((await page(site, right, 'operator-token'))?.status).toBe(200);
  });

  it('is off in production unless the operator token is set', () => {
    expect(stockSyncPageRouteFromEnv(records, { NODE_ENV: 'production' })).toBeUndefined();
    expect(
      stockSyncPageRouteFromEnv(records, { NODE_ENV: 'production', STOCK_SYNC_PAGE_TOKEN: 't' }),
    ).toBeTypeOf('function');
    expect(stockSyncPageRouteFromEnv(records, { NODE_ENV: 'development' })).toBeTypeOf('function');
  });
});
