import { readStoredText, writeStoredText } from '../storage/browser-storage';

/** A car kept in a shopper's favourites or compare list in this browser. */
export type SavedCarEntry = {
  id: string;
  name: string;
  slug: string;
  make: string;
  model: string;
  /** Null when the car has no photo. */
  primaryImageUrl: string | null;
};

export type SavedCarKind = 'favourites' | 'compare';

/** Compare is capped so the comparison table stays readable; favourites have no limit. */
export const COMPARE_LIMIT = 4;

export type SavedCarToggleResult = { saved: boolean } | { refused: 'full' };

export type SavedCarsStore = {
  /** The same array is returned until the list changes, so it can serve as a render snapshot. */
  list(kind: SavedCarKind): readonly SavedCarEntry[];
  has(kind: SavedCarKind, id: string): boolean;
  toggle(kind: SavedCarKind, entry: SavedCarEntry): SavedCarToggleResult;
  subscribe(listener: () => void): () => void;
  /**
   * Whether the lists are the account's answer rather than what the page showed before it came
   * (a browser's own lists always are).
   */
  synced?(): boolean;
};

/** The browser's lists, which are emptied once merged into a shopper's account. */
export type LocalSavedCarsStore = SavedCarsStore & {
  /** Empties both lists (in every tab of this site). */
  clear(): void;
};

const KINDS: readonly SavedCarKind[] = ['favourites', 'compare'];
const EMPTY: readonly SavedCarEntry[] = Object.freeze([]);

/** Lists are per site: two dealer sites on one domain must not share a shopper's lists. */
export const savedCarsStorageKey = (siteSlug: string, kind: SavedCarKind) =>
  `forecourt:${siteSlug}:${kind}`;

const TEXT_FIELDS = ['id', 'name', 'slug', 'make', 'model'] as const;

const isEntry = (value: unknown): value is SavedCarEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof v[field] === 'string') &&
    (typeof v.primaryImageUrl === 'string' || v.primaryImageUrl === null)
  );
};

const toEntry = ({ id, name, slug, make, model, primaryImageUrl }: SavedCarEntry) => ({
  id,
  name,
  slug,
  make,
  model,
  primaryImageUrl,
});

/** Whatever another version of the site or a hand edit left behind is dropped, never thrown on. */
const parseEntries = (raw: string | null, kind: SavedCarKind): readonly SavedCarEntry[] => {
  if (raw === null) return EMPTY;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(parsed)) return EMPTY;
  const seen = new Set<string>();
  const entries: SavedCarEntry[] = [];
  for (const item of parsed) {
    if (!isEntry(item) || seen.has(item.id)) continue;
    seen.add(item.id);
    entries.push(toEntry(item));
  }
  const capped = kind === 'compare' ? entries.slice(0, COMPARE_LIMIT) : entries;
  return capped.length === 0 ? EMPTY : Object.freeze(capped);
};

type KindState = { entries: readonly SavedCarEntry[]; lastRaw: string | null };

/**
 * The shopper's favourites and compare lists for one site. Storage may be null (server, storage
 * disabled) or may throw (quota, privacy mode): the lists then live in memory only.
 */
export const createSavedCarsStore = (
  storage: Storage | null,
  siteSlug: string,
): LocalSavedCarsStore => {
  const listeners = new Set<() => void>();

  const readRaw = (kind: SavedCarKind): { raw: string | null } | undefined => {
    const raw = readStoredText(storage, savedCarsStorageKey(siteSlug, kind));
    return raw === undefined ? undefined : { raw };
  };

  const load = (kind: SavedCarKind): KindState => {
    const read = readRaw(kind);
    const raw = read ? read.raw : null;
    return { entries: parseEntries(raw, kind), lastRaw: raw };
  };

  const state: Record<SavedCarKind, KindState> = {
    favourites: load('favourites'),
    compare: load('compare'),
  };

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  /**
   * Picks up what another tab wrote. Only a value different from the last one read or written is
   * adopted, so a write this tab failed to persist is not undone by the stale stored value.
   */
  const refresh = (kind: SavedCarKind): boolean => {
    const read = readRaw(kind);
    if (!read || read.raw === state[kind].lastRaw) return false;
    state[kind] = { entries: parseEntries(read.raw, kind), lastRaw: read.raw };
    return true;
  };

  const refreshAll = () => KINDS.map(refresh).some(Boolean);

  const persist = (kind: SavedCarKind, entries: readonly SavedCarEntry[]) => {
    state[kind] = { ...state[kind], entries };
    if (!storage) return;
    const raw = JSON.stringify(entries);
    // Quota or disabled storage: the list keeps working for this page view.
    if (writeStoredText(storage, savedCarsStorageKey(siteSlug, kind), raw)) {
      state[kind].lastRaw = raw;
    }
  };

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== storage) return;
    const keys = KINDS.map((kind) => savedCarsStorageKey(siteSlug, kind));
    // A null key means the other tab cleared the whole storage.
    if (event.key !== null && !keys.includes(event.key)) return;
    if (refreshAll()) notify();
  };

  return {
    list: (kind) => state[kind].entries,

    has: (kind, id) => state[kind].entries.some((entry) => entry.id === id),

    toggle: (kind, entry) => {
      const refreshed = refreshAll();
      const current = state[kind].entries;
      if (current.some((saved) => saved.id === entry.id)) {
        persist(kind, Object.freeze(current.filter((saved) => saved.id !== entry.id)));
        notify();
        return { saved: false };
      }
      if (kind === 'compare' && current.length >= COMPARE_LIMIT) {
        if (refreshed) notify();
        return { refused: 'full' };
      }
      persist(kind, Object.freeze([...current, toEntry(entry)]));
      notify();
      return { saved: true };
    },

    clear: () => {
      for (const kind of KINDS) persist(kind, EMPTY);
      notify();
    },

    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
        // Other tabs went unheard while nobody listened: catch up with what they wrote.
        if (refreshAll()) listener();
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
