import type { ComponentType, ReactNode } from 'react';

/** The values of a route's `:name` segments and of its trailing `*` (under the key `*`). */
export type RouteParams = Readonly<Record<string, string>>;

export interface LoaderArgs {
  url: URL;
  params: RouteParams;
}

export type RouteLoader = (args: LoaderArgs) => unknown;

/**
 * One entry of the route table. A route without `path` and `index` groups its children (for an
 * error boundary); a path is relative to its parent's, `*` at its end takes the rest.
 */
export interface RouteObject {
  /** Keys the route's loader data (the same on server and browser). */
  id: string;
  path?: string;
  index?: boolean;
  /** Runs before the route renders; its result is what `useLoaderData` returns. */
  loader?: RouteLoader;
  Component?: ComponentType;
  /** The route's code, loaded before it first renders. */
  lazy?: () => Promise<{ Component: ComponentType }>;
  /**
   * The modules `lazy` loads, by their path from the client's root (the build manifest's names):
   * the server preloads their chunks with the page (see lazy-page.ts).
   */
  modules?: readonly string[];
  /** Shown in place of this route (and its children) when their loader or rendering fails. */
  errorElement?: ReactNode;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: RouteParams;
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here left for this one (`navigate(to, { state })`). */
  state: unknown;
  /** Identifies the history entry (scroll positions are kept per entry). */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position instead of starting the new page at the top. */
  preventScrollReset?: boolean;
}

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  loaderData: Readonly<Record<string, unknown>>;
  /** The failure per route id of the error boundary that shows it; null when none failed. */
  errors: Readonly<Record<string, unknown>> | null;
  /** Where the router is going while the next page's code and data load. */
  navigation: { state: 'idle' } | { state: 'loading'; location: Location };
  /** False until the first page's code and data have loaded. */
  initialized: boolean;
  /** Whether the last navigation asked to keep the scroll position. */
  preventScrollReset: boolean;
  /** How the current entry was reached: a pop restores its scroll position. */
  action: 'POP' | 'PUSH' | 'REPLACE';
}

export interface Router {
  readonly state: RouterState;
  subscribe(listener: () => void): () => void;
  /** Goes to a path (and query) or moves through history by a number of entries. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
}
