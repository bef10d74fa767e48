import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RouteContext, RouterContext, type RouteContextValue } from './router-context';
import { Outlet } from './router-hooks';
import type { Router, RouterState } from './route-types';

/**
 * The matched routes from `index` inward, each inside its parent's `<Outlet />`. A route with an
 * error element catches its own and its children's failures, in loading (`state.errors`) and in
 * rendering; a new page clears a caught rendering failure.
 */
function renderMatches(state: RouterState, index: number): ReactNode {
  const match = state.matches[index];
  if (!match) return null;
  const { route } = match;
  const failed = state.errors !== null && route.id in state.errors;
  const context: RouteContextValue = {
    match,
    loaderData: state.loaderData[route.id],
    outlet: failed ? null : renderMatches(state, index + 1),
    error: failed ? state.errors![route.id] : undefined,
  };
  const { Component = Outlet } = route;
  const content = failed ? route.errorElement : <Component />;
  const element = <RouteContext.Provider value={context}>{content}</RouteContext.Provider>;
  if (route.errorElement === undefined || failed) return element;
  return (
    <ErrorBoundary
      resetKeys={[state.location.key]}
      fallbackRender={({ error }) => (
        <RouteContext.Provider value={{ ...context, error }}>
          {route.errorElement}
        </RouteContext.Provider>
      )}
    >
      {element}
    </ErrorBoundary>
  );
}

/** Renders the router's current page, and again whenever it moves. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const { matches, loaderData, errors, location } = state;
  // Only a committed page re-renders the routes; a navigation starting or ending does not.
  const page = useMemo(
    () => renderMatches(state, 0),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the routes render only these parts of the state
    [matches, loaderData, errors, location],
  );
  const value = useMemo(() => ({ router, state }), [router, state]);
  if (!state.initialized) return null;
  return <RouterContext.Provider value={value}>{page}</RouterContext.Provider>;
}
