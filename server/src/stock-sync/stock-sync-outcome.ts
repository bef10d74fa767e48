import type { StockSyncOutcome } from './stock-sync-records.port.js';
import type { FeedImportOutcome } from './stock-sync.types.js';
import { stockImportCounts } from '../stock/stock-import/stock-import-summary.js';

/** Skipped rows named in a failure's reason; the run's summary keeps them all. */
const ROW_ERRORS_IN_REASON = 3;

/** The skipped rows as words: `row 2 price: not a number; row 5 make: required`. */
export function describeRowErrors(
  summary: FeedImportOutcome,
  limit = ROW_ERRORS_IN_REASON,
): string {
  const named = summary.rowErrors
    .slice(0, limit)
    .map(({ row, field, reason }) => `row ${row} ${field}: ${reason}`);
  const more = summary.rowErrors.length - named.length;
  return [...named, ...(more > 0 ? [`${more} more`] : [])].join('; ');
}

/** How many cars the import added, changed, sold, restored or dropped. */
export function carsChanged(summary: FeedImportOutcome): number {
  const { added, changed, sold, restored, dropped } = stockImportCounts(summary);
  return added + changed + sold + restored + dropped;
}

/**
 * What an import came to for the sync: held when the import refused a feed that looked wrong;
 * failed when the feed had no row to take (the last good stock stays); unchanged when no car
 * changed; applied otherwise.
 */
export function importOutcome(summary: FeedImportOutcome): {
  outcome: StockSyncOutcome;
  error: string | null;
} {
  if (summary.held) return { outcome: 'held', error: summary.held };
  const validRows = summary.rowsRead - summary.skipped;
  // An empty partial feed is a quiet hour; an empty full feed is a broken one.
  if (validRows <= 0 && (summary.rowsRead > 0 || summary.mode === 'full')) {
    const error =
      summary.rowsRead === 0
        ? 'the feed has no rows; the last good stock stays'
        : `no valid row: all ${summary.rowsRead} rows were skipped (${describeRowErrors(summary)}); the last good stock stays`;
    return { outcome: 'failed', error };
  }
  if (carsChanged(summary) === 0) return { outcome: 'unchanged', error: null };
  if (!summary.applied) {
    return { outcome: 'failed', error: 'the import did not apply its changes' };
  }
  return { outcome: 'applied', error: null };
}
