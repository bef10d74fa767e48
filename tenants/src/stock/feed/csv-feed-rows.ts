import { CsvError, parse } from 'csv-parse/sync';
import { parseCellValue } from './feed-cell-value.js';
import { resolveFeedPath, type FeedFieldPath } from './feed-field-paths.js';
import { FeedReadError, WHOLE_ROW, type IgnoredColumn } from './feed-row-error.js';
import { setPath, type FeedRow, type FeedRows } from './feed-row.js';

interface CsvColumn {
  index: number;
  header: string;
  field: FeedFieldPath;
}

const NEWLINE = 0x0a;

/** Maps the header row to car fields; unknown and repeated columns are ignored and listed. */
function mapHeader(headers: readonly string[]): { columns: CsvColumn[]; ignored: IgnoredColumn[] } {
  const byField = new Map<string, CsvColumn>();
  const ignored: IgnoredColumn[] = [];
  headers.forEach((raw, index) => {
    const header = raw.trim();
    if (header === '') return;
    const field = resolveFeedPath(header.split('.'));
    if (!field) {
      ignored.push({ column: header, reason: 'names no car field' });
      return;
    }
    const key = field.path.join('.');
    const earlier = byField.get(key);
    if (earlier && field.preferred && !earlier.field.preferred) {
      ignored.push({ column: earlier.header, reason: `"${header}" gives ${key}` });
      byField.set(key, { index, header, field });
    } else if (earlier) {
      ignored.push({ column: header, reason: `"${earlier.header}" already gives ${key}` });
    } else {
      byField.set(key, { index, header, field });
    }
  });
  // `variant` as a JSON cell and `variant.cylinders` cannot both fill the same object.
  const columns: CsvColumn[] = [];
  for (const [key, column] of byField) {
    const parent = [...byField.keys()].find((other) => key.startsWith(`${other}.`));
    if (parent)
      ignored.push({ column: column.header, reason: `"${parent}" gives the whole object` });
    else columns.push(column);
  }
  return { columns: columns.sort((a, b) => a.index - b.index), ignored };
}

/** Counts lines incrementally, so a large feed is scanned once. */
function lineCounter(buffer: Uint8Array) {
  let scanned = 0;
  let newlines = 0;
  /** The line number holding the last byte before `end` (a record's end offset). */
  return (end: number): number => {
    for (; scanned < end; scanned++) if (buffer[scanned] === NEWLINE) newlines++;
    return buffer[end - 1] === NEWLINE ? newlines : newlines + 1;
  };
}

function newlinesIn(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells) for (const char of cell) if (char === '\n') count++;
  return count;
}

function readRecord(
  cells: string[],
  columns: readonly CsvColumn[],
  headerLength: number,
  row: number,
  line: number,
): FeedRow {
  if (cells.length !== headerLength) {
    const reason = `has ${cells.length} cells, the header has ${headerLength}`;
    return { row, line, input: null, errors: [{ row, line, field: WHOLE_ROW, reason }] };
  }
  const input: Record<string, unknown> = {};
  const errors: FeedRow['errors'] = [];
  for (const column of columns) {
    const cell = parseCellValue(cells[column.index] ?? '', column.field.leaf);
    if (!cell.ok) {
      errors.push({ row, line, field: column.field.path.join('.'), reason: cell.reason });
    } else if (cell.value !== undefined) {
      setPath(input, column.field.path, cell.value);
    }
  }
  return { row, line, input, errors };
}

/** Reads a CSV feed (header row first) into rows; a malformed record becomes a row error. */
export function readCsvFeedRows(input: string | Uint8Array): FeedRows {
  const buffer = typeof input === 'string' ? Buffer.from(input) : input;
  const lineAt = lineCounter(buffer);
  const rows: FeedRow[] = [];
  // Held in an object: the parser's callbacks set it, which flow analysis does not follow.
  const state: {
    header: { columns: CsvColumn[]; ignored: IgnoredColumn[]; length: number } | null;
  } = { header: null };
  try {
    parse(Buffer.from(buffer), {
      bom: true,
      relax_column_count: true,
      // A stray quote (`"A"B`) stays in its cell, so the schema reports that one row instead of
      // the parser losing its place for the rows after it.
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      skip_records_with_error: true,
      on_record: (cells: string[], context) => {
        const endLine = lineAt(context.bytes);
        const { header } = state;
        if (!header) {
          state.header = { ...mapHeader(cells), length: cells.length };
        } else {
          const line = endLine - newlinesIn(cells);
          rows.push(readRecord(cells, header.columns, header.length, rows.length + 1, line));
        }
        // Rows are collected here, in file order; the parser keeps nothing.
        return null;
      },
      on_skip: (error) => {
        if (!state.header || !error) return;
        const row = rows.length + 1;
        rows.push({ row, input: null, errors: [{ row, field: WHOLE_ROW, reason: error.message }] });
      },
    });
  } catch (error) {
    if (error instanceof CsvError)
      throw new FeedReadError(`not a readable CSV file: ${error.message}`);
    throw error;
  }
  if (!state.header) throw new FeedReadError('the CSV file is empty: it needs a header row');
  const { columns, ignored } = state.header;
  if (columns.length === 0) throw new FeedReadError('no column of the header names a car field');
  return { rows, ignoredColumns: ignored };
}
