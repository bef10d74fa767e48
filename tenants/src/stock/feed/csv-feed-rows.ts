import { CsvError, parse } from 'csv-parse/sync';
import { parseCellValue } from './feed-cell-value.js';
import {
  feedColumnResolver,
  isVariantText,
  orderedPhotoUrls,
  type FeedColumnMapping,
} from './feed-columns.js';
import type { FeedFieldPath } from './feed-field-paths.js';
import { FeedReadError, WHOLE_ROW, type IgnoredColumn } from './feed-row-error.js';
import { setPath, type FeedRow, type FeedRows } from './feed-row.js';

interface CsvColumn {
  index: number;
  header: string;
  field: FeedFieldPath;
}

interface PhotoColumn {
  index: number;
  number: number;
}

interface CsvHeader {
  columns: CsvColumn[];
  /** Numbered photo columns (`photo_1 … photo_n`), when no column gives the whole list. */
  photoColumns: PhotoColumn[];
  ignored: IgnoredColumn[];
}

const NEWLINE = 0x0a;

/** Maps the header row to car fields; unknown and repeated columns are ignored and listed. */
function mapHeader(headers: readonly string[], mapping: FeedColumnMapping | undefined): CsvHeader {
  const resolve = feedColumnResolver(mapping);
  const byField = new Map<string, CsvColumn>();
  const ignored: IgnoredColumn[] = [];
  const photoColumns: PhotoColumn[] = [];
  headers.forEach((raw, index) => {
    const header = raw.trim();
    if (header === '') return;
    const meaning = resolve(header.split('.'));
    if (meaning.kind === 'none') {
      ignored.push({ column: header, reason: meaning.reason });
      return;
    }
    if (meaning.kind === 'photo') {
      photoColumns.push({ index, number: meaning.number });
      return;
    }
    const { field } = meaning;
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
  const list = byField.get('photoUrls');
  for (const photo of list ? photoColumns : []) {
    ignored.push({
      column: headers[photo.index]!.trim(),
      reason: `"${list!.header}" gives photoUrls`,
    });
  }
  return {
    columns: columns.sort((a, b) => a.index - b.index),
    photoColumns: list ? [] : photoColumns,
    ignored,
  };
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
  { columns, photoColumns }: CsvHeader,
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
    const raw = cells[column.index] ?? '';
    if (isVariantText(column.field, raw)) {
      // A badge column, wherever it stands, outranks the variant text.
      if (raw.trim() !== '' && !columns.some((other) => other.field.path.join('.') === 'badge'))
        input.badge = raw.trim();
      continue;
    }
    const cell = parseCellValue(raw, column.field.leaf);
    if (!cell.ok) {
      errors.push({ row, line, field: column.field.path.join('.'), reason: cell.reason });
    } else if (cell.value !== undefined) {
      setPath(input, column.field.path, cell.value);
    }
  }
  const photoUrls = orderedPhotoUrls(
    photoColumns.map(({ index, number }) => ({ number, url: cells[index] ?? '' })),
  );
  if (photoUrls.length > 0) input.photoUrls = photoUrls;
  return { row, line, input, errors };
}

/** Reads a CSV feed (header row first) into rows; a malformed record becomes a row error. */
export function readCsvFeedRows(input: string | Uint8Array, mapping?: FeedColumnMapping): FeedRows {
  const buffer = typeof input === 'string' ? Buffer.from(input) : input;
  const lineAt = lineCounter(buffer);
  const rows: FeedRow[] = [];
  // Held in an object: the parser's callbacks set it, which flow analysis does not follow.
  const state: {
    header: (CsvHeader & { length: number }) | null;
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
          state.header = { ...mapHeader(cells, mapping), length: cells.length };
        } else {
          const line = endLine - newlinesIn(cells);
          rows.push(readRecord(cells, header, header.length, rows.length + 1, line));
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
  const { columns, photoColumns, ignored } = state.header;
  if (columns.length === 0 && photoColumns.length === 0)
    throw new FeedReadError('no column of the header names a car field');
  return { rows, ignoredColumns: ignored };
}
