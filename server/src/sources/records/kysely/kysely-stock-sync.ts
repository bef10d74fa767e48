import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  STOCK_SYNC_RUNS_KEPT,
  type LastGoodStockFeed,
  type SiteStockSyncRecords,
  type StockSyncLease,
  type StockSyncLeaseRequest,
  type StockSyncRun,
  type StockSyncRunInput,
} from '../../../stock-sync/stock-sync-records.port.js';
import type { RecordsDatabase } from './records-database.js';

/** One site's stock sync lease and runs: `site` is added to every statement. */
export class KyselyStockSync implements SiteStockSyncRecords {
  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
    /** Resolves once the tables exist. */
    private readonly ready: () => Promise<void> = () => Promise.resolve(),
  ) {}

  async takeStockSyncLease({
    now,
    leaseMs,
    lastStartedBy,
  }: StockSyncLeaseRequest): Promise<StockSyncLease | null> {
    await this.ready();
    await this.db
      .insertInto('stock_sync_leases')
      .values({ site: this.site })
      .onConflict((conflict) => conflict.column('site').doNothing())
      .execute();
    const token = randomUUID();
    const leasedUntil = new Date(now.getTime() + leaseMs);
    // The check and the take are one statement: of two replicas asking at once, one gets it.
    const taken = await this.db
      .updateTable('stock_sync_leases')
      .set({ lease_token: token, leased_until: leasedUntil, last_started_at: now })
      .where('site', '=', this.site)
      .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<=', now)]))
      .$if(lastStartedBy !== null, (update) =>
        update.where((eb) =>
          eb.or([
            eb('last_started_at', 'is', null),
            eb('last_started_at', '<=', lastStartedBy ?? now),
          ]),
        ),
      )
      .returning('site')
      .executeTakeFirst();
    return taken ? { token, leasedUntil } : null;
  }

  async finishStockSync(leaseToken: string, run: StockSyncRunInput): Promise<boolean> {
    await this.ready();
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('stock_sync_runs')
        .values({
          site: this.site,
          trigger: run.trigger,
          url: run.url,
          started_at: run.startedAt,
          finished_at: run.finishedAt,
          outcome: run.outcome,
          summary: run.summary ? JSON.stringify(run.summary) : null,
          error: run.error,
          etag: run.etag,
          last_modified: run.lastModified,
          content_sha256: run.contentSha256,
        })
        .execute();
      await trx
        .deleteFrom('stock_sync_runs')
        .where('site', '=', this.site)
        .where('id', 'not in', (kept) =>
          kept
            .selectFrom('stock_sync_runs')
            .select('id')
            .where('site', '=', this.site)
            .orderBy('id', 'desc')
            .limit(STOCK_SYNC_RUNS_KEPT),
        )
        .execute();
      const released = await trx
        .updateTable('stock_sync_leases')
        .set({ lease_token: null, leased_until: null })
        .where('site', '=', this.site)
        .where('lease_token', '=', leaseToken)
        .returning('site')
        .executeTakeFirst();
      return released !== undefined;
    });
  }

  async stockSyncRuns(limit = STOCK_SYNC_RUNS_KEPT): Promise<StockSyncRun[]> {
    await this.ready();
    const rows = await this.db
      .selectFrom('stock_sync_runs')
      .selectAll()
      .where('site', '=', this.site)
      .orderBy('id', 'desc')
      .limit(Math.min(Math.max(1, Math.trunc(limit)), STOCK_SYNC_RUNS_KEPT))
      .execute();
    return rows.map((row) => ({
      id: String(row.id),
      trigger: row.trigger,
      url: row.url,
      startedAt: new Date(row.started_at),
      finishedAt: new Date(row.finished_at),
      outcome: row.outcome,
      summary: row.summary,
      error: row.error,
      etag: row.etag,
      lastModified: row.last_modified,
      contentSha256: row.content_sha256,
    }));
  }

  async lastGoodStockFeed(url: string): Promise<LastGoodStockFeed | null> {
    await this.ready();
    const row = await this.db
      .selectFrom('stock_sync_runs')
      .select(['etag', 'last_modified', 'content_sha256'])
      .where('site', '=', this.site)
      .where('url', '=', url)
      .where('outcome', 'in', ['applied', 'unchanged'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row
      ? { etag: row.etag, lastModified: row.last_modified, contentSha256: row.content_sha256 }
      : null;
  }
}
