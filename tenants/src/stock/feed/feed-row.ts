import type { FeedRowError, IgnoredColumn } from './feed-row-error.js';

/** One row of a feed as read, before the car schema checks it. */
export interface FeedRow {
  row: number;
  line?: number;
  /** The car's fields, nested; null when the row could not be read at all. */
  input: Record<string, unknown> | null;
  /** Cells that could not be read (a number that is not one …). */
  errors: FeedRowError[];
}

export interface FeedRows {
  rows: FeedRow[];
  ignoredColumns: IgnoredColumn[];
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (isPlainObject(next)) {
      node = next;
    } else {
      const created: Record<string, unknown> = {};
      node[key] = created;
      node = created;
    }
  }
  node[path[path.length - 1]!] = value;
}

export function getPath(source: unknown, path: readonly PropertyKey[]): unknown {
  let node = source;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}
