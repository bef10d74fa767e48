import type { ImportSiteFeedRequest } from '../stock/stock-import/import-site-feed.js';
import type { StockImportSummary } from '../stock/stock-import/stock-import-summary.js';

/**
 * What the scheduled sync hands the stock import, and what it gets back. The composition root
 * passes the import function in (`importSiteFeed`), so tests give the worker one of their own.
 */

/**
 * The import's request without what only a terminal needs (progress) and what the composition
 * root adds (the Meilisearch and snapshot stores).
 */
export type FeedImportRequest = Omit<
  ImportSiteFeedRequest,
  'onProgress' | 'openMeilisearch' | 'snapshots'
>;

/** What an import did; stored with the sync run as it is (plain JSON). */
export type FeedImportOutcome = StockImportSummary;

/** Imports one feed into a site's stock; rejects when the feed cannot be read at all. */
export type ImportFeed = (request: FeedImportRequest) => Promise<FeedImportOutcome>;
