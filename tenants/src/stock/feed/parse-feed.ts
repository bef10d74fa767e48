import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { z } from 'zod';
import { carRecordSchema, type CarRecord } from '../car-record.schema.js';
import { readCsvFeedRows } from './csv-feed-rows.js';
import { deriveFeedFields, type PreviousFeedCar } from './derive-feed-fields.js';
import { quoteCell } from './feed-cell-value.js';
import type { FeedColumnMapping } from './feed-columns.js';
import {
  FeedReadError,
  WHOLE_ROW,
  type FeedRowError,
  type IgnoredColumn,
} from './feed-row-error.js';
import { getPath, type FeedRow } from './feed-row.js';
import { readJsonFeedRows } from './json-feed-rows.js';

/**
 * Parses a site's stock feed into validated CarRecords. Every row is checked on its own: a bad
 * row is reported ({ row, line, field, reason }, one entry per problem) and skipped, the good rows
 * are kept.
 *
 * JSON: an array of car objects, or `{ "cars": [...] }`; nested objects as in CarRecord.
 *
 * What a dealer's export cannot give is derived (derive-feed-fields.ts): the slug, createdAt (the
 * first time the car was seen, from `previous`), updatedAt (the import) and photosCount.
 *
 * CSV: the first row is the header.
 * - Headers name car fields in camelCase or snake_case, any case, spaces and punctuation aside
 *   (`stock_number`, `StockNumber`, `Stock Number`, `car_type`, `dealercomments`).
 * - Dealer exports' spellings map (feed-field-aliases.ts): Stock No / Stock # → stockNumber,
 *   Odometer / Kms / Kilometres → km, Rego / Registration → regPlate, Variant → badge (unless it
 *   is a JSON object), Body Type, Transmission Type, Fuel Type, Colour / Color, Condition / New/Used
 *   / Type → carType, Yard / Branch / Location → locationId, Build Year → year, Drive Away Price →
 *   price, Description / Comments → dealerComments … and so do their values: Available / For Sale
 *   / In Stock → in_stock, Demonstrator → demo. The site's `columns` mapping comes first.
 * - Photos: one list column (photo_urls, photos, images: addresses separated by `|`, commas or
 *   spaces) or numbered columns (photo_1 … photo_n, image1 …), in the order of their numbers.
 * - The older feed's names map too: simple_body → body,
 *   simple_fuel → fuel, simple_transmission/trans → transmission, simple_drive → drive,
 *   stocknum → stockNumber, regplate → regPlate, gearnum → gearCount, engine_size →
 *   variant.engineSizeCc, specifications.* → caravanSpecifications.* (body_width → bodyWidthFeet
 *   …), file → historyReportUrl. With both `fuel` and `simple_fuel`, simple_fuel wins.
 * - Nested fields are dotted headers: `variant.cylinders`, `caravanSpecifications.sleeps`,
 *   `financeLenders.stratton.paymentWeek`. Hotspots are one cell of JSON text.
 * - Lists (features, categories) are `|`-separated: `Bluetooth|Reversing Camera`.
 * - Yes/no fields take true/false, yes/no, y/n or 1/0, any case.
 * - Numbers may group thousands with commas (`45,000`); money fields (prices, repayments,
 *   deposit, balloon, fees) may also carry a `$` (`$32,990`).
 * - Choice fields accept any case and spaces for underscores (`In Stock` → in_stock).
 * - An empty cell is an absent field (the schema's default, or "required" when it has none).
 * - Columns that name no field are ignored and listed in `ignoredColumns`.
 * The same value conventions apply to strings in a JSON feed (`"price": "$32,990"`).
 *
 * Across rows: a row repeating an earlier good row's id or slug is reported and skipped; with
 * `locationIds`, a row whose locationId is not one of them is reported (field locationId).
 */

export type FeedFormat = 'csv' | 'json';

export interface ParseFeedOptions {
  format: FeedFormat;
  /** The site's location ids; when given, every car must be at one of them. */
  locationIds?: Iterable<string>;
  /** Called as rows are checked (and once at the end with done = total). */
  onProgress?: (done: number, total: number) => void;
  /** The site's own column names: their column → our field path (`"Odometer (km)": "km"`). */
  columns?: Readonly<Record<string, string>>;
  /** The site's current cars by feed id: their slugs and first-seen times are kept. */
  previous?: ReadonlyMap<string, PreviousFeedCar>;
  /** The import's time: createdAt of cars first seen, updatedAt when the feed gives none. */
  importedAt?: Date;
}

export interface FeedParseResult {
  cars: CarRecord[];
  rowErrors: FeedRowError[];
  /** Data rows in the feed (good and bad). */
  rowsRead: number;
  ignoredColumns: IgnoredColumn[];
}

/** Rows checked between two progress reports (and two yields to the event loop). */
export const FEED_PROGRESS_CHUNK = 500;

export function feedFormatOf(fileName: string): FeedFormat | null {
  const extension = extname(fileName).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.json') return 'json';
  return null;
}

function issueReason(issue: z.core.$ZodIssue, input: Record<string, unknown>): string {
  const value = getPath(input, issue.path);
  if (value === undefined) return 'required';
  const primitive =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  return primitive ? `${issue.message} (got ${quoteCell(value)})` : issue.message;
}

function schemaErrors(feedRow: FeedRow, input: Record<string, unknown>) {
  const result = carRecordSchema.safeParse(input);
  if (result.success) return { car: result.data, errors: [] };
  // A cell already reported as unreadable is absent from input: do not report it twice.
  const unreadable = feedRow.errors.map((error) => error.field);
  const errors: FeedRowError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || WHOLE_ROW;
    if (unreadable.some((u) => field === u || field.startsWith(`${u}.`))) continue;
    errors.push({ ...where(feedRow), field, reason: issueReason(issue, input) });
  }
  return { car: null, errors };
}

function where(feedRow: FeedRow): Pick<FeedRowError, 'row' | 'line'> {
  return feedRow.line === undefined
    ? { row: feedRow.row }
    : { row: feedRow.row, line: feedRow.line };
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export async function parseFeed(
  input: string | Uint8Array,
  options: ParseFeedOptions,
): Promise<FeedParseResult> {
  const mapping: FeedColumnMapping | undefined = options.columns;
  const { rows, ignoredColumns } =
    options.format === 'csv' ? readCsvFeedRows(input, mapping) : readJsonFeedRows(input, mapping);
  deriveFeedFields(rows, {
    previous: options.previous ?? new Map(),
    importedAt: options.importedAt ?? new Date(),
  });
  const locationIds = options.locationIds ? new Set(options.locationIds) : null;
  const rowById = new Map<string, number>();
  const rowBySlug = new Map<string, number>();
  const cars: CarRecord[] = [];
  const rowErrors: FeedRowError[] = [];
  const total = rows.length;
  options.onProgress?.(0, total);

  for (const [index, feedRow] of rows.entries()) {
    const errors = [...feedRow.errors];
    const input = feedRow.input;
    let car: CarRecord | null = null;
    if (input) {
      const checked = schemaErrors(feedRow, input);
      car = checked.car;
      errors.push(...checked.errors);
      const { locationId, id, slug } = input;
      if (locationIds && typeof locationId === 'string' && !locationIds.has(locationId)) {
        const reason = `${quoteCell(locationId)} is not a location of this site`;
        errors.push({ ...where(feedRow), field: 'locationId', reason });
      }
      for (const [field, value, seen] of [
        ['id', id, rowById],
        ['slug', slug, rowBySlug],
      ] as const) {
        const earlier = typeof value === 'string' ? seen.get(value) : undefined;
        if (earlier !== undefined) {
          errors.push({
            ...where(feedRow),
            field,
            reason: `${quoteCell(value)} repeats row ${earlier}`,
          });
        }
      }
    }
    if (car && errors.length === 0) {
      cars.push(car);
      rowById.set(car.id, feedRow.row);
      rowBySlug.set(car.slug, feedRow.row);
    }
    rowErrors.push(...errors);
    if ((index + 1) % FEED_PROGRESS_CHUNK === 0 && index + 1 < total) {
      options.onProgress?.(index + 1, total);
      await yieldToEventLoop();
    }
  }
  options.onProgress?.(total, total);
  return { cars, rowErrors, rowsRead: total, ignoredColumns };
}

/** Reads and parses a .csv or .json feed file; FeedReadError when it cannot be read at all. */
export async function parseFeedFile(
  file: string,
  options: Omit<ParseFeedOptions, 'format'> = {},
): Promise<FeedParseResult> {
  const format = feedFormatOf(file);
  if (!format) throw new FeedReadError(`${file}: a stock feed is a .csv or .json file`);
  let content: Buffer;
  try {
    content = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new FeedReadError(`${file}: ${reason}`);
  }
  try {
    return await parseFeed(content, { ...options, format });
  } catch (error) {
    if (error instanceof FeedReadError) throw new FeedReadError(`${file}: ${error.message}`);
    throw error;
  }
}
