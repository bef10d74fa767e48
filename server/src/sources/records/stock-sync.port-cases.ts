import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { describe, expect, it } from 'vitest';
import { siteWithSlug } from '../../leads/testing/sample-lead.js';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import { sampleImportOutcome } from '../../stock-sync/testing/sample-import-outcome.js';
import {
  STOCK_SYNC_RUNS_KEPT,
  type StockSyncRunInput,
} from '../../stock-sync/stock-sync-records.port.js';
import type { SiteRecords } from './records.port.js';

export interface StockSyncCaseContext {
  forSite: (site: Site) => SiteRecords;
}

const AT = new Date('2026-11-01T09:00:00.000Z');
const later = (ms: number) => new Date(AT.getTime() + ms);
const MINUTE = 60_000;
const LEASE_MS = 10 * MINUTE;
const URL_A = 'https://stock.example.com/a.csv';

function run(overrides: Partial<StockSyncRunInput> = {}): StockSyncRunInput {
  return {
    trigger: 'schedule',
    url: URL_A,
    startedAt: AT,
    finishedAt: later(2_000),
    outcome: 'applied',
    summary: sampleImportOutcome({ rowsRead: 3, added: 2, unchanged: 1 }),
    error: null,
    etag: '"v1"',
    lastModified: 'Sun, 01 Nov 2026 08:00:00 GMT',
    contentSha256: 'a'.repeat(64),
    ...overrides,
  };
}

/**
 * The scheduled stock sync through the Records port: one lease per site at a time, taken once per
 * interval, runs kept newest first (the last 50), the last good feed's validators, and each site's
 * runs to itself.
 */
export function describeStockSync({ forSite }: StockSyncCaseContext): void {
  describe('stock sync', () => {
    const newSite = () => forSite(siteWithSlug(harbourSite, `sync-${randomUUID()}`));

    it('lends a site’s lease to one taker at a time, until it is given back or runs out', async () => {
      const records = newSite();
      const request = { now: AT, leaseMs: LEASE_MS, lastStartedBy: null };
      const [first, second] = await Promise.all([
        records.takeStockSyncLease(request),
        records.takeStockSyncLease(request),
      ]);
      const taken = [first, second].filter((lease) => lease !== null);
      expect(taken).toHaveLength(1);
      expect(taken[0]?.leasedUntil).toEqual(later(LEASE_MS));
      expect(await records.takeStockSyncLease({ ...request, now: later(LEASE_MS - 1) })).toBeNull();

      // Run out: another may take it, and the first one's finish no longer releases it.
      const next = await records.takeStockSyncLease({ ...request, now: later(LEASE_MS) });
      expect(next).not.toBeNull();
      expect(await records.finishStockSync(taken[0]!.token, run())).toBe(false);
      expect(await records.takeStockSyncLease({ ...request, now: later(LEASE_MS + 1) })).toBeNull();
      expect(await records.finishStockSync(next!.token, run())).toBe(true);
      expect(
        await records.takeStockSyncLease({ ...request, now: later(LEASE_MS + 2) }),
      ).not.toBeNull();
    });

    it('is taken on schedule only when the last sync started long enough ago', async () => {
      const records = newSite();
      const first = await records.takeStockSyncLease({
        now: AT,
        leaseMs: LEASE_MS,
        lastStartedBy: AT,
      });
      expect(first).not.toBeNull();
      await records.finishStockSync(first!.token, run());
      // An hour's interval: due again when the last start is an hour old.
      const dueBy = (now: Date) => new Date(now.getTime() - 60 * MINUTE);
      const early = later(59 * MINUTE);
      expect(
        await records.takeStockSyncLease({
          now: early,
          leaseMs: LEASE_MS,
          lastStartedBy: dueBy(early),
        }),
      ).toBeNull();
      const onTime = later(60 * MINUTE);
      expect(
        await records.takeStockSyncLease({
          now: onTime,
          leaseMs: LEASE_MS,
          lastStartedBy: dueBy(onTime),
        }),
      ).not.toBeNull();
    });

    it('keeps the runs newest first, with their summaries, errors and validators', async () => {
      const records = newSite();
      const applied = run();
      const failed = run({
        startedAt: later(MINUTE),
        finishedAt: later(MINUTE + 500),
        outcome: 'failed',
        summary: null,
        error: 'stock feed https://stock.example.com/a.csv answered HTTP 500',
        etag: null,
        lastModified: null,
        contentSha256: null,
        trigger: 'command',
      });
      for (const input of [applied, failed]) {
        const lease = await records.takeStockSyncLease({
          now: input.startedAt,
          leaseMs: LEASE_MS,
          lastStartedBy: null,
        });
        await records.finishStockSync(lease!.token, input);
      }
      const runs = await records.stockSyncRuns();
      expect(runs.map(({ id: _id, ...rest }) => rest)).toEqual([failed, applied]);
      expect(await records.stockSyncRuns(1)).toHaveLength(1);
    });

    it(`keeps only the last ${STOCK_SYNC_RUNS_KEPT} runs of a site`, async () => {
      const records = newSite();
      for (let index = 0; index < STOCK_SYNC_RUNS_KEPT + 3; index += 1) {
        const startedAt = later(index * MINUTE);
        const lease = await records.takeStockSyncLease({
          now: startedAt,
          leaseMs: LEASE_MS,
          lastStartedBy: null,
        });
        await records.finishStockSync(
          lease!.token,
          run({ startedAt, finishedAt: startedAt, error: `run ${index}`, outcome: 'failed' }),
        );
      }
      const runs = await records.stockSyncRuns(STOCK_SYNC_RUNS_KEPT + 10);
      expect(runs).toHaveLength(STOCK_SYNC_RUNS_KEPT);
      expect(runs[0]?.error).toBe(`run ${STOCK_SYNC_RUNS_KEPT + 2}`);
      expect(runs.at(-1)?.error).toBe('run 3');
    });

    it('remembers the last good feed of an address, not a failed or held one’s', async () => {
      const records = newSite();
      expect(await records.lastGoodStockFeed(URL_A)).toBeNull();
      const inputs = [
        run({ etag: '"v1"' }),
        run({ outcome: 'unchanged', summary: null, etag: '"v2"', contentSha256: 'b'.repeat(64) }),
        run({ outcome: 'held', etag: '"v3"' }),
        run({ outcome: 'failed', summary: null, etag: null }),
        run({ url: 'https://stock.example.com/b.csv', etag: '"other"' }),
      ];
      for (const input of inputs) {
        const lease = await records.takeStockSyncLease({
          now: AT,
          leaseMs: LEASE_MS,
          lastStartedBy: null,
        });
        await records.finishStockSync(lease!.token, input);
      }
      expect(await records.lastGoodStockFeed(URL_A)).toEqual({
        etag: '"v2"',
        lastModified: 'Sun, 01 Nov 2026 08:00:00 GMT',
        contentSha256: 'b'.repeat(64),
      });
    });

    it('keeps each site’s lease and runs to itself', async () => {
      const mine = newSite();
      const theirs = newSite();
      const lease = await mine.takeStockSyncLease({
        now: AT,
        leaseMs: LEASE_MS,
        lastStartedBy: null,
      });
      expect(
        await theirs.takeStockSyncLease({ now: AT, leaseMs: LEASE_MS, lastStartedBy: null }),
      ).not.toBeNull();
      await mine.finishStockSync(lease!.token, run());
      expect(await theirs.stockSyncRuns()).toEqual([]);
      expect(await theirs.lastGoodStockFeed(URL_A)).toBeNull();
      expect(await mine.stockSyncRuns()).toHaveLength(1);
    });
  });
}
