import { z } from 'zod';
import { carRecordSchema } from '../car-record.schema.js';
import {
  FEED_FIELD_ALIASES,
  FEED_VALUE_ALIASES,
  MONEY_FIELDS,
  PREFERRED_FEED_KEYS,
  URL_LIST_FIELDS,
  normaliseFeedKey,
} from './feed-field-aliases.js';

/**
 * Maps a feed column (`stock_number`, `variant.cylinders`, `simple_body`) to a car field by walking
 * carRecordSchema, so a field added to the schema is accepted by feeds without a second list here.
 * The walk also tells how to read a cell of that field (number, yes/no, `|` list …).
 */

export type FeedLeaf =
  | { kind: 'text' }
  /** `aliases`: normalised dealer words for an option ("For Sale" → in_stock). */
  | { kind: 'enum'; options: readonly string[]; aliases: Readonly<Record<string, string>> }
  | { kind: 'number'; money: boolean }
  | { kind: 'boolean' }
  /** A list of texts: `|`-separated in a CSV cell. */
  | { kind: 'list' }
  /** A list of addresses: `|`-separated, or by commas or spaces between addresses. */
  | { kind: 'urls' }
  /** An object or record: dotted headers address its fields; a JSON feed may nest it. */
  | { kind: 'object' }
  /** Anything else (hotspots): a JSON value, in a CSV cell as JSON text. */
  | { kind: 'json' };

export interface FeedFieldPath {
  /** Canonical path of the car field, e.g. ['variant', 'cylinders']. */
  path: string[];
  leaf: FeedLeaf;
  /** The column is a preferred alias (simple_*) that outranks the plain column. */
  preferred: boolean;
}

type Schema = z.ZodType;

function unwrap(schema: Schema): Schema {
  let node = schema;
  for (;;) {
    if (node instanceof z.ZodOptional || node instanceof z.ZodNullable)
      node = node.unwrap() as Schema;
    else if (node instanceof z.ZodDefault || node instanceof z.ZodPrefault)
      node = node.unwrap() as Schema;
    else return node;
  }
}

const objectKeys = new WeakMap<z.ZodObject, Map<string, string>>();

/** normalised key → the object's own key */
function keysOf(node: z.ZodObject): Map<string, string> {
  let keys = objectKeys.get(node);
  if (!keys) {
    keys = new Map(Object.keys(node.shape).map((key) => [normaliseFeedKey(key), key]));
    objectKeys.set(node, keys);
  }
  return keys;
}

function leafOf(node: Schema, fieldName: string): FeedLeaf {
  if (node instanceof z.ZodObject || node instanceof z.ZodRecord) return { kind: 'object' };
  if (node instanceof z.ZodArray) {
    if (URL_LIST_FIELDS.has(fieldName)) return { kind: 'urls' };
    return unwrap(node.element as Schema).def.type === 'string'
      ? { kind: 'list' }
      : { kind: 'json' };
  }
  if (node instanceof z.ZodNumber) return { kind: 'number', money: MONEY_FIELDS.has(fieldName) };
  if (node instanceof z.ZodBoolean) return { kind: 'boolean' };
  if (node instanceof z.ZodEnum) {
    const aliases = FEED_VALUE_ALIASES[fieldName] ?? {};
    return { kind: 'enum', options: node.options.map(String), aliases };
  }
  if (node.def.type === 'string') return { kind: 'text' };
  return { kind: 'json' };
}

/** The field a column names, or null when it names none. `segments` are the dotted parts. */
export function resolveFeedPath(segments: readonly string[]): FeedFieldPath | null {
  let node: Schema = carRecordSchema;
  const path: string[] = [];
  const queue = [...segments];
  let preferred = false;
  while (queue.length > 0) {
    const segment = queue.shift()!;
    if (node instanceof z.ZodObject) {
      const normal = normaliseFeedKey(segment);
      const own = keysOf(node).get(normal);
      if (own !== undefined) {
        path.push(own);
        node = unwrap(node.shape[own] as Schema);
        continue;
      }
      const alias = FEED_FIELD_ALIASES[path.join('.')]?.[normal];
      if (!alias) return null;
      if (PREFERRED_FEED_KEYS.has(normal)) preferred = true;
      queue.unshift(...alias);
    } else if (node instanceof z.ZodRecord) {
      // A record's keys are data (a lender key); the schema checks them.
      path.push(segment);
      node = unwrap(node.valueType as Schema);
    } else {
      return null;
    }
  }
  if (path.length === 0) return null;
  return { path, leaf: leafOf(node, path[path.length - 1]!), preferred };
}
