import type { Location, NavigateOptions } from './route-types';

/** Where the router keeps its entries: the browser's history, or memory in tests. */
export interface RouterHistory {
  readonly origin: string;
  location(): Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Called when the current entry changes by going back or forward. */
  listen(listener: () => void): () => void;
}

export const newLocationKey = () => Math.random().toString(36).slice(2, 10);

/** A path (relative to `from`) as the location it names. */
export function locationOf(to: string, from: string, options: NavigateOptions = {}): Location {
  const url = new URL(to, from);
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: options.state ?? null,
    key: newLocationKey(),
  };
}

export const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

interface EntryState {
  key: string;
  usr: unknown;
}

const entryStateOf = (value: unknown): EntryState | null =>
  typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string'
    ? (value as EntryState)
    : null;

export function createBrowserHistory(): RouterHistory {
  const origin = window.location.origin;
  return {
    origin,
    location() {
      const entry = entryStateOf(window.history.state);
      const { pathname, search, hash } = window.location;
      return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
    },
    push(location) {
      const entry: EntryState = { key: location.key, usr: location.state };
      window.history.pushState(entry, '', hrefOf(location));
    },
    replace(location) {
      const entry: EntryState = { key: location.key, usr: location.state };
      window.history.replaceState(entry, '', hrefOf(location));
    },
    go: (delta) => window.history.go(delta),
    listen(listener) {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}

/** An initial entry: a path, or a location with the state a page left. */
export type InitialEntry = string | { pathname: string; search?: string; state?: unknown };

export function createMemoryHistory(initialEntries: readonly InitialEntry[]): RouterHistory {
  const origin = 'http://localhost';
  const entries = initialEntries.map((entry) =>
    typeof entry === 'string'
      ? locationOf(entry, origin)
      : locationOf(`${entry.pathname}${entry.search ?? ''}`, origin, { state: entry.state }),
  );
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  return {
    origin,
    location: () => entries[index]!,
    push(location) {
      entries.splice(index + 1, entries.length, location);
      index += 1;
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
