import {
  createBrowserHistory,
  createMemoryHistory,
  hrefOf,
  locationOf,
  newLocationKey,
  type InitialEntry,
  type RouterHistory,
} from './history';
import { loadRouteData, type LoadedRoutes } from './load-route-data';
import { matchRoutes } from './match-routes';
import type { Location, RouteObject, Router, RouterState } from './route-types';
import { scrollKeyOf } from './scroll-key';

/** Only the fragment differs: the same page, another part of it. */
const isFragmentChange = (from: Location, to: Location) =>
  from.pathname === to.pathname && from.search === to.search && from.hash !== to.hash;

export interface BrowserRouter extends Router {
  /** Loads the current entry's code and data; the router renders nothing until it has. */
  initialize(): Promise<void>;
  /**
   * Scroll positions of the entries left, by their scroll key (scroll-key.ts), to return to on
   * back and forward.
   */
  readonly scrollPositions: Map<string, number>;
  /** Keeps where the current entry is scrolled to, as a navigation away from it does. */
  rememberScroll(): void;
}

/**
 * The data router: a navigation loads the next page's code and data first and only then commits,
 * so the current page stays on screen (and usable) meanwhile, and a page never renders without
 * its data. Of two overlapping navigations the later wins.
 *
 * Written here rather than taken from a library: React Router's data router does this, but it
 * alone weighed 30 KB gzip in every page's first load, a fifth of the 150 KiB budget; the small
 * routers (wouter and the like) match paths but have no loaders, no server render with the data
 * and no hydration from it, which is what our route table needs. This is only that part.
 */
function createRouter(routes: readonly RouteObject[], history: RouterHistory): BrowserRouter {
  const listeners = new Set<() => void>();
  const scrollPositions = new Map<string, number>();
  const initialLocation = history.location();
  const initialMatches = matchRoutes(routes, initialLocation.pathname) ?? [];
  // A page with no loader and no code to load renders at once (also in a server render).
  const ready = initialMatches.every(({ route }) => !route.loader && !route.lazy);
  let state: RouterState = {
    location: initialLocation,
    matches: ready ? initialMatches : [],
    loaderData: {},
    errors: null,
    navigation: { state: 'idle' },
    initialized: ready,
    preventScrollReset: false,
    action: 'POP',
  };
  let latest = 0;
  let popWaiters: (() => void)[] = [];

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const rememberScroll = () => {
    if (typeof window !== 'undefined')
      scrollPositions.set(scrollKeyOf(state.location), window.scrollY);
  };

  /** Loads `location`; null when a later navigation overtook it meanwhile. */
  async function load(location: Location): Promise<LoadedRoutes | null> {
    const id = ++latest;
    update({ navigation: { state: 'loading', location } });
    const loaded = await loadRouteData(routes, location, history.origin);
    return id === latest ? loaded : null;
  }

  async function handlePop() {
    const location = history.location();
    if (isFragmentChange(state.location, location)) {
      // A link to a part of this page (the skip link, an anchor): the browser has scrolled
      // there; the page stays. The entry gets a key of its own for its scroll position.
      const keyed = { ...location, key: newLocationKey() };
      history.replace(keyed);
      update({ location: keyed, action: 'REPLACE', preventScrollReset: true });
      settlePops();
      return;
    }
    const loaded = await load(location);
    if (loaded) {
      rememberScroll();
      update({
        ...loaded,
        location,
        navigation: { state: 'idle' },
        action: 'POP',
        preventScrollReset: false,
      });
    }
    settlePops();
  }

  function settlePops() {
    const waiters = popWaiters;
    popWaiters = [];
    for (const resolve of waiters) resolve();
  }
  history.listen(() => void handlePop());

  return {
    get state() {
      return state;
    },
    scrollPositions,
    rememberScroll,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async initialize() {
      if (state.initialized) return;
      const location = history.location();
      const loaded = await loadRouteData(routes, location, history.origin);
      update({ ...loaded, location, initialized: true });
    },
    async navigate(to, options = {}) {
      if (typeof to === 'number') {
        const popped = new Promise<void>((resolve) => popWaiters.push(resolve));
        history.go(to);
        return popped;
      }
      const current = hrefOf(state.location);
      const location = locationOf(to, `${history.origin}${current}`, options);
      const loaded = await load(location);
      if (!loaded) return;
      // Going to the address already shown replaces its entry rather than adding a copy.
      const replace = options.replace === true || hrefOf(location) === current;
      rememberScroll();
      if (replace) history.replace(location);
      else history.push(location);
      update({
        ...loaded,
        location,
        navigation: { state: 'idle' },
        action: replace ? 'REPLACE' : 'PUSH',
        preventScrollReset: options.preventScrollReset === true,
      });
    },
  };
}

export const createBrowserRouter = (routes: readonly RouteObject[]) =>
  createRouter(routes, createBrowserHistory());

/** A router over history kept in memory (component tests); it starts loading at once. */
export function createMemoryRouter(
  routes: readonly RouteObject[],
  { initialEntries = ['/'] }: { initialEntries?: readonly InitialEntry[] } = {},
): BrowserRouter {
  const router = createRouter(routes, createMemoryHistory(initialEntries));
  void router.initialize();
  return router;
}

/** The router a server renders one page with: its data is loaded, and it never moves. */
export function createStaticRouter(location: Location, loaded: LoadedRoutes): Router {
  const state: RouterState = {
    ...loaded,
    location,
    navigation: { state: 'idle' },
    initialized: true,
    preventScrollReset: false,
    action: 'POP',
  };
  return {
    state,
    subscribe: () => () => undefined,
    navigate: () => Promise.reject(new Error('A server-rendered page cannot navigate')),
  };
}
