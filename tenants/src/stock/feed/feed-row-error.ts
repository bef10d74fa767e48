/** One problem with one row of a stock feed; the row is skipped, the other rows go on. */
export interface FeedRowError {
  /** 1-based number of the data row (the CSV header row is not counted). */
  row: number;
  /** CSV only: the file line the row starts on. */
  line?: number;
  /** The car field, dotted for nested ones (`variant.cylinders`), or WHOLE_ROW. */
  field: string;
  reason: string;
}

/** The field of a problem that concerns the row as a whole (not an object, unreadable CSV). */
export const WHOLE_ROW = '(row)';

/** A feed column (or JSON key) that maps to no car field, or repeats one; its values are unused. */
export interface IgnoredColumn {
  column: string;
  reason: string;
}

/** The feed as a whole cannot be read (not CSV/JSON, no header, wrong top-level shape). */
export class FeedReadError extends Error {
  override name = 'FeedReadError';
}

/** "row 4 (line 5) price: "abc" is not a number" */
export function formatFeedRowError(error: FeedRowError): string {
  const where =
    error.line === undefined ? `row ${error.row}` : `row ${error.row} (line ${error.line})`;
  return `${where} ${error.field}: ${error.reason}`;
}
