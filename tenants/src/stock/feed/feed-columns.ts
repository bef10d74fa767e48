import { normaliseFeedKey } from './feed-field-aliases.js';
import { resolveFeedPath, type FeedFieldPath } from './feed-field-paths.js';

/**
 * What a feed's column (or JSON key) means: the site's own mapping (`feedColumns`) first, then a
 * car field or one of its spellings, then a numbered photo column (`photo_1 … photo_n`).
 */

/** The site's mapping: the feed's column name → our field path (`"Odometer (km)": "km"`). */
export type FeedColumnMapping = Readonly<Record<string, string>>;

export type FeedColumnMeaning =
  | { kind: 'field'; field: FeedFieldPath }
  /** One photo address of a numbered column; the numbers give the photos' order. */
  | { kind: 'photo'; number: number }
  | { kind: 'none'; reason: string };

const NUMBERED_PHOTO = /^(?:photo|image|img|picture|pic)(?:url)?s?(\d+)$/;
const NAMES_NO_FIELD = 'names no car field';

/** The number of a numbered photo column (`photo_3`, `Image 3`, `image3_url`…), else null. */
export function numberedPhotoColumn(key: string): number | null {
  const match = NUMBERED_PHOTO.exec(normaliseFeedKey(key).replace(/url$/, ''));
  return match ? Number(match[1]) : null;
}

export function feedColumnResolver(
  mapping: FeedColumnMapping = {},
): (keyPath: readonly string[]) => FeedColumnMeaning {
  const exact = new Map(Object.entries(mapping).map(([column, field]) => [column.trim(), field]));
  const normal = new Map(
    Object.entries(mapping).map(([column, field]) => [normaliseFeedKey(column), field]),
  );
  return (keyPath) => {
    const key = keyPath.join('.');
    const mapped = exact.get(key.trim()) ?? normal.get(normaliseFeedKey(key));
    if (mapped !== undefined) {
      const field = resolveFeedPath(mapped.split('.'));
      return field
        ? { kind: 'field', field }
        : { kind: 'none', reason: `feedColumns maps it to "${mapped}", which ${NAMES_NO_FIELD}` };
    }
    const field = resolveFeedPath(keyPath);
    if (field) return { kind: 'field', field };
    const number = keyPath.length === 1 ? numberedPhotoColumn(keyPath[0]!) : null;
    return number === null ? { kind: 'none', reason: NAMES_NO_FIELD } : { kind: 'photo', number };
  };
}

/**
 * Dealer exports call the badge "Variant" ("GX", "SR5 Double Cab"), while our `variant` is the
 * object of engine and size details. A `variant` value that is not a JSON object is the badge.
 */
export function isVariantText(field: FeedFieldPath, value: unknown): value is string {
  return (
    field.path.length === 1 &&
    field.path[0] === 'variant' &&
    typeof value === 'string' &&
    !value.trim().startsWith('{')
  );
}

/** Numbered photo cells in the order of their numbers, empty ones left out. */
export function orderedPhotoUrls(photos: readonly { number: number; url: string }[]): string[] {
  return [...photos]
    .sort((a, b) => a.number - b.number)
    .map((photo) => photo.url.trim())
    .filter((url) => url !== '');
}
