import type { StockFeedValidators } from './stock-feed-fetcher.port.js';
import type { FeedImportOutcome } from './stock-sync.types.js';

/**
 * What the scheduled stock sync keeps per site: a lease (so one replica syncs a site at a time,
 * and only once per interval whichever replica does) and the recent runs with what each came to.
 */

/** Runs kept per site; older ones are deleted as new ones are recorded. */
export const STOCK_SYNC_RUNS_KEPT = 50;

/**
 * applied: the import changed the stock; unchanged: the feed (or every car in it) was as before;
 * held: the import refused to apply a feed that looked wrong; failed: no feed could be fetched or
 * read, and the last good stock stays.
 */
export const STOCK_SYNC_OUTCOMES = ['applied', 'unchanged', 'held', 'failed'] as const;
export type StockSyncOutcome = (typeof STOCK_SYNC_OUTCOMES)[number];

/** What started a run: the server's schedule, or an operator's `pnpm stock:sync`. */
export type StockSyncTrigger = 'schedule' | 'command';

export interface StockSyncLeaseRequest {
  now: Date;
  leaseMs: number;
  /**
   * Taken only when the last sync of the site started at or before this time; null takes it
   * whenever no other sync holds it (a sync asked for by hand).
   */
  lastStartedBy: Date | null;
}

/** A site's sync lease, held until `leasedUntil` or until the run is recorded. */
export interface StockSyncLease {
  token: string;
  leasedUntil: Date;
}

export interface StockSyncRunInput extends StockFeedValidators {
  trigger: StockSyncTrigger;
  /** The feed's address, so validators are sent back only to the feed that gave them. */
  url: string;
  startedAt: Date;
  finishedAt: Date;
  outcome: StockSyncOutcome;
  /** What the import did; null when no import ran (failed fetch, feed unchanged). */
  summary: FeedImportOutcome | null;
  /** Why the run failed or was held, in words for the operator. */
  error: string | null;
  /** SHA-256 of the feed as downloaded: a feed the same as the last one is not imported again. */
  contentSha256: string | null;
}

export interface StockSyncRun extends StockSyncRunInput {
  id: string;
}

/** The last feed taken or found unchanged at an address: what the next fetch compares with. */
export interface LastGoodStockFeed extends StockFeedValidators {
  contentSha256: string | null;
}

/** One site's sync lease and runs; the site is bound by the adapter. */
export interface SiteStockSyncRecords {
  /**
   * Takes the site's lease when no unexpired lease is held and, with `lastStartedBy`, the last
   * sync started no later than it; marks the sync started at `now`. One conditional write, so two
   * replicas asking at once never both get it. Null: not taken.
   */
  takeStockSyncLease(request: StockSyncLeaseRequest): Promise<StockSyncLease | null>;
  /**
   * Records a run and gives up the lease it ran under (if still this one's); keeps the newest
   * STOCK_SYNC_RUNS_KEPT runs. False when the lease had already passed to another.
   */
  finishStockSync(leaseToken: string, run: StockSyncRunInput): Promise<boolean>;
  /** Newest first. */
  stockSyncRuns(limit?: number): Promise<StockSyncRun[]>;
  /** The validators and content hash of the newest applied or unchanged run at `url`, if any. */
  lastGoodStockFeed(url: string): Promise<LastGoodStockFeed | null>;
}
