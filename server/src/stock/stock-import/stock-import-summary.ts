import type { FeedRowError, IgnoredColumn } from '@forecourt/tenants/stock/feed/feed-row-error';
import { formatFeedRowError } from '@forecourt/tenants/stock/feed/feed-row-error';
import type { FeedMode, PriceChange } from './reconcile-stock.js';

/**
 * What one import of a site's feed did, for the person who runs it and for the record: plain
 * JSON (ISO times, no Dates or Maps), so it can be stored as it is.
 */
export interface StockImportSummary {
  siteSlug: string;
  startedAt: string;
  finishedAt: string;
  mode: FeedMode;
  /** Data rows in the feed, good and bad. */
  rowsRead: number;
  added: string[];
  changed: string[];
  priceChanged: PriceChange[];
  sold: string[];
  restored: string[];
  dropped: string[];
  unchanged: number;
  /** Rows not imported. */
  skipped: number;
  /** The first MAX_REPORTED_ROW_ERRORS problems of the skipped rows. */
  rowErrors: FeedRowError[];
  ignoredColumns: IgnoredColumn[];
  /** Why nothing was applied although the feed was read (a mass removal), else null. */
  held: string | null;
  /** The stock was written (false: dry run, held, or no valid row). */
  applied: boolean;
}

export const MAX_REPORTED_ROW_ERRORS = 50;

/** How many rows and cars each kind of change took, for logs and the operator page. */
export interface StockImportCounts {
  rowsRead: number;
  added: number;
  changed: number;
  priceChanged: number;
  sold: number;
  restored: number;
  dropped: number;
  unchanged: number;
  skipped: number;
}

export function stockImportCounts(summary: StockImportSummary): StockImportCounts {
  return {
    rowsRead: summary.rowsRead,
    added: summary.added.length,
    changed: summary.changed.length,
    priceChanged: summary.priceChanged.length,
    sold: summary.sold.length,
    restored: summary.restored.length,
    dropped: summary.dropped.length,
    unchanged: summary.unchanged,
    skipped: summary.skipped,
  };
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The summary as lines a person reads at the end of an import. */
export function formatStockImportSummary(summary: StockImportSummary): string[] {
  const lines: string[] = [];
  for (const column of summary.ignoredColumns)
    lines.push(`Column "${column.column}" ignored: ${column.reason}`);
  for (const rowError of summary.rowErrors) lines.push(`Skipped ${formatFeedRowError(rowError)}`);
  const unlisted = summary.skipped > 0 ? countUnlistedRows(summary) : 0;
  if (unlisted > 0) lines.push(`… and ${count(unlisted, 'more skipped row')} not listed`);
  const seconds = (Date.parse(summary.finishedAt) - Date.parse(summary.startedAt)) / 1000;
  lines.push(
    `${summary.siteSlug} (${summary.mode} feed): ${count(summary.rowsRead, 'row')} read, ` +
      `${summary.added.length} new, ${summary.changed.length} changed ` +
      `(${summary.priceChanged.length} price), ${summary.sold.length} sold, ` +
      `${summary.restored.length} back in stock, ${summary.dropped.length} dropped, ` +
      `${summary.unchanged} unchanged, ${summary.skipped} skipped (${seconds.toFixed(1)} s).`,
  );
  if (summary.held) lines.push(`Held, nothing changed: ${summary.held}`);
  else if (!summary.applied) lines.push('Nothing changed.');
  return lines;
}

/** Skipped rows beyond those whose problems are listed. */
function countUnlistedRows(summary: StockImportSummary): number {
  const listedRows = new Set(summary.rowErrors.map((error) => error.row)).size;
  return Math.max(0, summary.skipped - listedRows);
}
