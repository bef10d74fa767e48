import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  createSavedCarsStore,
  type SavedCarEntry,
  type SavedCarKind,
  type SavedCarsStore,
  type SavedCarToggleResult,
} from './saved-cars-store';
import { browserStorage } from '../storage/browser-storage';

export type SavedCars = {
  ids: ReadonlySet<string>;
  entries: readonly SavedCarEntry[];
  toggle: (entry: SavedCarEntry) => SavedCarToggleResult;
};

/** One store per site per window, so every card on the page sees the same list. */
const storesBySite = new Map<string, SavedCarsStore>();

const savedCarsStoreFor = (siteSlug: string): SavedCarsStore => {
  // Only reached in the browser: the server renders from the empty server snapshot.
  let store = storesBySite.get(siteSlug);
  if (!store) {
    store = createSavedCarsStore(browserStorage('local'), siteSlug);
    storesBySite.set(siteSlug, store);
  }
  return store;
};

const EMPTY: readonly SavedCarEntry[] = Object.freeze([]);
// The server cannot know the browser's list: render "not saved" so hydration matches.
const getServerSnapshot = () => EMPTY;

/** The shopper's favourites or compare list for this site, shared by every component using it. */
export const useSavedCars = (kind: SavedCarKind, siteSlug: string): SavedCars => {
  const subscribe = useCallback(
    (onChange: () => void) => savedCarsStoreFor(siteSlug).subscribe(onChange),
    [siteSlug],
  );
  const getSnapshot = useCallback(() => savedCarsStoreFor(siteSlug).list(kind), [kind, siteSlug]);
  const entries = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const ids = useMemo(() => new Set(entries.map((entry) => entry.id)), [entries]);
  const toggle = useCallback(
    (entry: SavedCarEntry) => savedCarsStoreFor(siteSlug).toggle(kind, entry),
    [kind, siteSlug],
  );
  return { ids, entries, toggle };
};
