import { parseCellValue, type CellValue } from './feed-cell-value.js';
import {
  feedColumnResolver,
  isVariantText,
  orderedPhotoUrls,
  type FeedColumnMapping,
  type FeedColumnMeaning,
} from './feed-columns.js';
import {
  FeedReadError,
  WHOLE_ROW,
  type FeedRowError,
  type IgnoredColumn,
} from './feed-row-error.js';
import { isPlainObject, setPath, type FeedRow, type FeedRows } from './feed-row.js';

/** Where each field of a row came from, so `simple_fuel` can outrank `fuel` in any key order. */
type Assigned = Map<string, { key: string; preferred: boolean }>;

interface RowReader {
  row: number;
  input: Record<string, unknown>;
  errors: FeedRowError[];
  assigned: Assigned;
  ignored: Map<string, string>;
  resolve: (keyPath: readonly string[]) => FeedColumnMeaning;
  /** Numbered photo keys (`photo_1` …), used when no key gives the whole list. */
  photos: { key: string; number: number; url: string }[];
}

function readObject(reader: RowReader, source: Record<string, unknown>, prefix: readonly string[]) {
  for (const [key, value] of Object.entries(source)) {
    const keyPath = [...prefix, key].join('.');
    const meaning = reader.resolve([...prefix, key]);
    if (meaning.kind === 'none') {
      reader.ignored.set(keyPath, meaning.reason);
      continue;
    }
    if (value === null || value === undefined) continue;
    if (meaning.kind === 'photo') {
      if (typeof value === 'string')
        reader.photos.push({ key: keyPath, number: meaning.number, url: value });
      else
        reader.errors.push({
          row: reader.row,
          field: 'photoUrls',
          reason: `"${keyPath}" is not an address`,
        });
      continue;
    }
    const { field } = meaning;
    if (isVariantText(field, value)) {
      // Read as the badge; a badge key of the car's own, before or after, outranks it.
      if (value.trim() !== '' && reader.input.badge === undefined)
        reader.input.badge = value.trim();
      continue;
    }
    if (field.leaf.kind === 'object' && isPlainObject(value)) {
      readObject(reader, value, field.path);
      continue;
    }
    const target = field.path.join('.');
    const earlier = reader.assigned.get(target);
    if (earlier && !(field.preferred && !earlier.preferred)) {
      reader.ignored.set(keyPath, `"${earlier.key}" already gives ${target}`);
      continue;
    }
    if (earlier) reader.ignored.set(earlier.key, `"${keyPath}" gives ${target}`);
    // Strings get the CSV cell conventions: "$12,990" for a price, "yes", "a|b" for a list.
    const cell: CellValue =
      typeof value === 'string' ? parseCellValue(value, field.leaf) : { ok: true, value };
    if (!cell.ok) {
      reader.errors.push({ row: reader.row, field: target, reason: cell.reason });
    } else if (cell.value !== undefined) {
      setPath(reader.input, field.path, cell.value);
      reader.assigned.set(target, { key: keyPath, preferred: field.preferred });
    }
  }
}

/** Numbered photos fill photoUrls only when no key gave the whole list. */
function addNumberedPhotos(reader: RowReader) {
  if (reader.photos.length === 0) return;
  const list = reader.assigned.get('photoUrls');
  if (list) {
    for (const photo of reader.photos)
      reader.ignored.set(photo.key, `"${list.key}" gives photoUrls`);
    return;
  }
  const urls = orderedPhotoUrls(reader.photos);
  if (urls.length > 0) reader.input.photoUrls = urls;
}

function carsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (isPlainObject(data) && Array.isArray(data.cars)) return data.cars;
  throw new FeedReadError('a JSON feed is an array of cars or an object with a "cars" array');
}

/** Reads a JSON feed: an array of car objects, or `{ "cars": [...] }`. */
export function readJsonFeedRows(
  input: string | Uint8Array,
  mapping?: FeedColumnMapping,
): FeedRows {
  const text = (typeof input === 'string' ? input : new TextDecoder().decode(input)).replace(
    /^\uFEFF/,
    '',
  );
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new FeedReadError(`not a readable JSON file: ${(error as Error).message}`);
  }
  const ignored = new Map<string, string>();
  const resolve = feedColumnResolver(mapping);
  const rows = carsOf(data).map((car, index): FeedRow => {
    const row = index + 1;
    if (!isPlainObject(car)) {
      return { row, input: null, errors: [{ row, field: WHOLE_ROW, reason: 'is not an object' }] };
    }
    const reader: RowReader = {
      row,
      input: {},
      errors: [],
      assigned: new Map(),
      ignored,
      resolve,
      photos: [],
    };
    readObject(reader, car, []);
    addNumberedPhotos(reader);
    return { row, input: reader.input, errors: reader.errors };
  });
  const ignoredColumns: IgnoredColumn[] = [...ignored].map(([column, reason]) => ({
    column,
    reason,
  }));
  return { rows, ignoredColumns };
}
