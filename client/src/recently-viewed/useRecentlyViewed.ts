import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage } from '../storage/browser-storage';
import {
  createRecentlyViewedStore,
  type RecentlyViewedEntry,
  type RecentlyViewedStore,
} from './recently-viewed-store';

/** One store per site per window, so the vehicle page's record reaches every strip at once. */
const storesBySite = new Map<string, RecentlyViewedStore>();

export const recentlyViewedStoreFor = (siteSlug: string): RecentlyViewedStore => {
  // Only reached in the browser: the server renders from the empty server snapshot.
  let store = storesBySite.get(siteSlug);
  if (!store) {
    store = createRecentlyViewedStore(browserStorage('local'), siteSlug);
    storesBySite.set(siteSlug, store);
  }
  return store;
};

const EMPTY: readonly RecentlyViewedEntry[] = Object.freeze([]);
// The server cannot know the browser's history: render none, so hydration matches.
const getServerSnapshot = () => EMPTY;

/** The vehicles the shopper viewed on this site, newest first, and a way to forget them. */
export function useRecentlyViewed(siteSlug: string): {
  entries: readonly RecentlyViewedEntry[];
  clear: () => void;
} {
  const subscribe = useCallback(
    (onChange: () => void) => recentlyViewedStoreFor(siteSlug).subscribe(onChange),
    [siteSlug],
  );
  const getSnapshot = useCallback(() => recentlyViewedStoreFor(siteSlug).list(), [siteSlug]);
  const entries = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const clear = useCallback(() => recentlyViewedStoreFor(siteSlug).clear(), [siteSlug]);
  return { entries, clear };
}
