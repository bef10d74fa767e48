import { useCallback, useContext, useMemo, useSyncExternalStore, type Context } from 'react';
import ReactRelayContextModule from 'react-relay/lib/ReactRelayContext';
import type { IEnvironment as Environment } from 'relay-runtime';
import { useViewer } from '../accounts/viewer-context';
import { createAccountSavedCarsStore } from './account-saved-cars';
import {
  createSavedCarsStore,
  type LocalSavedCarsStore,
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
  /**
   * False until a signed-in shopper's lists came from their account (on the server too): until
   * then `entries` may be the browser's lists or empty. Always true for a visitor, whose lists
   * are the browser's own.
   */
  synced: boolean;
};

/** One store per site per window, so every card on the page sees the same list. */
const localStores = new Map<string, LocalSavedCarsStore>();
/** A signed-in shopper's lists, per Relay environment (one per page; tests make their own). */
const accountStores = new WeakMap<Environment, Map<string, SavedCarsStore>>();

const localStoreFor = (siteSlug: string): LocalSavedCarsStore => {
  // Only reached in the browser: the server renders from the empty server snapshot.
  let store = localStores.get(siteSlug);
  if (!store) {
    store = createSavedCarsStore(browserStorage('local'), siteSlug);
    localStores.set(siteSlug, store);
  }
  return store;
};

const accountStoreFor = (environment: Environment, siteSlug: string): SavedCarsStore => {
  let bySite = accountStores.get(environment);
  if (!bySite) {
    bySite = new Map();
    accountStores.set(environment, bySite);
  }
  let store = bySite.get(siteSlug);
  if (!store) {
    store = createAccountSavedCarsStore(environment, localStoreFor(siteSlug));
    bySite.set(siteSlug, store);
  }
  return store;
};

/**
 * Relay's own context, read directly: unlike `useRelayEnvironment` it answers null outside a
 * provider (a visitor's lists never need the API, and component tests render without one).
 */
const RelayContext = ReactRelayContextModule as Context<{ environment: Environment } | null>;

const EMPTY: readonly SavedCarEntry[] = Object.freeze([]);
// The server cannot know the browser's list: render "not saved" so hydration matches.
const getServerSnapshot = () => EMPTY;

/**
 * The shopper's favourites or compare list for this site, shared by every component using it:
 * kept in this browser for a visitor, with the account for a signed-in shopper (whose browser
 * lists are merged into it on the first page view after signing in).
 */
export const useSavedCars = (kind: SavedCarKind, siteSlug: string): SavedCars => {
  const { signedIn } = useViewer();
  // Read without requiring one: a visitor's lists never reach the API.
  const environment = useContext(RelayContext)?.environment ?? null;
  const storeFor = useCallback(
    () =>
      signedIn && environment ? accountStoreFor(environment, siteSlug) : localStoreFor(siteSlug),
    [signedIn, environment, siteSlug],
  );
  const subscribe = useCallback(
    (onChange: () => void) => storeFor().subscribe(onChange),
    [storeFor],
  );
  // An empty list is the server's own empty list: a browser with nothing saved (most visitors)
  // then hydrates without rendering every card's buttons again.
  const getSnapshot = useCallback(() => {
    const list = storeFor().list(kind);
    return list.length === 0 ? EMPTY : list;
  }, [kind, storeFor]);
  const entries = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const ids = useMemo(() => new Set(entries.map((entry) => entry.id)), [entries]);
  const toggle = useCallback(
    (entry: SavedCarEntry) => storeFor().toggle(kind, entry),
    [kind, storeFor],
  );
  const getSynced = useCallback(() => storeFor().synced?.() ?? true, [storeFor]);
  // The server knows who is signed in: a visitor's lists count as synced there too, so a
  // visitor's page hydrates without a second render.
  const getServerSynced = useCallback(() => !signedIn, [signedIn]);
  const synced = useSyncExternalStore(subscribe, getSynced, getServerSynced);
  return { ids, entries, toggle, synced };
};
