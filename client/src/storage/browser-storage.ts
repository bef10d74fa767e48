/**
 * The one way the client reads and writes the browser's storage. Storage may be missing (the
 * server render), blocked (reading `window.localStorage` itself throws when the browser refuses
 * site data) or full, and what is stored may be left by another version of the site or a hand
 * edit: every function here answers "nothing" instead of throwing, so a page works without it.
 */

/** `local` outlives the tab (drafts, saved cars); `session` ends with it (the visit, scroll). */
export type StorageArea = 'local' | 'session';

/** The window's storage of that area; null on the server or when the browser blocks site data. */
export function browserStorage(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The text under `key`: null when nothing is stored there, undefined when there is no storage
 * or it refused to be read (so a caller can tell "empty" from "unknown").
 */
export function readStoredText(storage: Storage | null, key: string): string | null | undefined {
  if (!storage) return undefined;
  try {
    return storage.getItem(key);
  } catch {
    return undefined;
  }
}

/** Keeps text under `key`; false when there is no storage or it refused (quota, privacy mode). */
export function writeStoredText(storage: Storage | null, key: string, text: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** The JSON value under `key`; undefined when nothing is stored, it cannot be read or is not JSON. */
export function readStoredJson(storage: Storage | null, key: string): unknown {
  const text = readStoredText(storage, key);
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Keeps a value as JSON under `key`; false when there is no storage or it refused. */
export function writeStoredJson(storage: Storage | null, key: string, value: unknown): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeStoredText(storage, key, text);
}

/** Removes what is under `key`; blocked or missing storage holds nothing to remove. */
export function removeStored(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing was kept, so nothing is left behind.
  }
}
