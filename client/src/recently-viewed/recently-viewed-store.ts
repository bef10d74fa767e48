import { readStoredJson, removeStored, writeStoredJson } from '../storage/browser-storage';

/** Spec 2 §3: the viewed-vehicle record kept in the shopper's browser. */
export type RecentlyViewedEntry = {
  /** The vehicle's global id (what `nodes(ids:)` loads it by). */
  id: string;
  stockNumber: string;
  make: string;
  model: string;
  /** Body configuration, e.g. "Dual Cab"; null when the feed gives none. */
  body: string | null;
  /** Simplified body type, e.g. "Ute"; null when the feed gives none. */
  simpleBody: string | null;
};

/**
 * The spec sets no limit; a strip of more than a dozen cars is no longer "recent" to a shopper,
 * and the list is loaded with one query, so it is kept to the last 12.
 */
export const RECENTLY_VIEWED_LIMIT = 12;

export type RecentlyViewedStore = {
  /** Newest first; the same array until the list changes, so it can serve as a render snapshot. */
  list(): readonly RecentlyViewedEntry[];
  /** Puts the vehicle first (moving it up when it was already there), dropping the oldest. */
  record(entry: RecentlyViewedEntry): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
};

const EMPTY: readonly RecentlyViewedEntry[] = Object.freeze([]);

/** Per site: two dealer sites on one domain must not share a shopper's history. */
export const recentlyViewedStorageKey = (siteSlug: string) =>
  `forecourt:${siteSlug}:recently-viewed`;

const TEXT_FIELDS = ['id', 'stockNumber', 'make', 'model'] as const;
const OPTIONAL_TEXT_FIELDS = ['body', 'simpleBody'] as const;

const isEntry = (value: unknown): value is RecentlyViewedEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof v[field] === 'string' && v[field] !== '') &&
    OPTIONAL_TEXT_FIELDS.every((field) => typeof v[field] === 'string' || v[field] === null)
  );
};

const toEntry = ({ id, stockNumber, make, model, body, simpleBody }: RecentlyViewedEntry) => ({
  id,
  stockNumber,
  make,
  model,
  body,
  simpleBody,
});

/** What another version of the site or a hand edit left behind is dropped, never thrown on. */
const parseEntries = (stored: unknown): readonly RecentlyViewedEntry[] => {
  if (!Array.isArray(stored)) return EMPTY;
  const seen = new Set<string>();
  const entries: RecentlyViewedEntry[] = [];
  for (const item of stored) {
    if (!isEntry(item) || seen.has(item.id)) continue;
    seen.add(item.id);
    entries.push(toEntry(item));
    if (entries.length === RECENTLY_VIEWED_LIMIT) break;
  }
  return entries.length === 0 ? EMPTY : Object.freeze(entries);
};

const sameEntries = (a: readonly RecentlyViewedEntry[], b: readonly RecentlyViewedEntry[]) =>
  a.length === b.length && a.every((entry, i) => JSON.stringify(entry) === JSON.stringify(b[i]));

/**
 * The vehicles a shopper opened on one site, newest first. Storage may be null (server, storage
 * blocked) or refuse writes (quota, privacy mode): the list then lives for this page only.
 * Another tab's views arrive through the storage event.
 */
export const createRecentlyViewedStore = (
  storage: Storage | null,
  siteSlug: string,
): RecentlyViewedStore => {
  const key = recentlyViewedStorageKey(siteSlug);
  const listeners = new Set<() => void>();
  let entries = parseEntries(readStoredJson(storage, key));

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  /** Adopts what is stored now (another tab may have written); true when the list changed. */
  const refresh = (): boolean => {
    if (!storage) return false;
    const stored = parseEntries(readStoredJson(storage, key));
    if (sameEntries(stored, entries)) return false;
    entries = stored;
    return true;
  };

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== storage) return;
    // A null key means the other tab cleared the whole storage.
    if (event.key !== null && event.key !== key) return;
    if (refresh()) notify();
  };

  return {
    list: () => entries,

    record: (entry) => {
      refresh();
      if (entries[0] !== undefined && sameEntries([entries[0]], [toEntry(entry)])) return;
      entries = Object.freeze(
        [toEntry(entry), ...entries.filter((kept) => kept.id !== entry.id)].slice(
          0,
          RECENTLY_VIEWED_LIMIT,
        ),
      );
      writeStoredJson(storage, key, entries);
      notify();
    },

    clear: () => {
      entries = EMPTY;
      removeStored(storage, key);
      notify();
    },

    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
        // Other tabs went unheard while nobody listened: catch up with what they wrote.
        if (refresh()) listener();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
  };
};
