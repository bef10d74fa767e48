import type { Site } from '@forecourt/tenants/site';

/**
 * What the scheduled sync hands the stock import, and what it gets back: the import pipeline's
 * contract, kept here so the sync depends on no import code (the composition root passes the
 * import function in).
 */

export interface FeedImportRequest {
  site: Site;
  content: string | Uint8Array;
  format: 'csv' | 'json';
  mode: 'full' | 'partial';
  now: Date;
  /** Where the site's stock snapshot is written (FORECOURT_DATA_DIR). */
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** The site's `feedSync.allowMassRemoval`: without it, an import that empties the yard is held. */
  allowMassRemoval: boolean;
  dryRun?: boolean;
}

/** One row the import could not take, and why. */
export interface FeedImportRowError {
  row: number;
  line?: number;
  field: string;
  reason: string;
}

/** What an import did: the counts per kind of change, the rows skipped, and whether it applied. */
export interface FeedImportOutcome {
  siteSlug: string;
  startedAt: string;
  finishedAt: string;
  mode: 'full' | 'partial';
  rowsRead: number;
  added: number;
  changed: number;
  priceChanged: number;
  sold: number;
  restored: number;
  dropped: number;
  unchanged: number;
  skipped: number;
  rowErrors: FeedImportRowError[];
  ignoredColumns: { column: string; reason: string }[];
  /** Why nothing was applied although the feed was read (e.g. too many cars vanished at once). */
  held: string | null;
  applied: boolean;
}

/** Imports one feed into a site's stock snapshot; rejects when the feed cannot be read at all. */
export type ImportFeed = (request: FeedImportRequest) => Promise<FeedImportOutcome>;
