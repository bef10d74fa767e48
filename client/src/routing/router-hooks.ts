import { useContext, useMemo } from 'react';
import { RouteContext, useRouteContext, useRouterContext } from './router-context';
import type { Location, Router, RouterState } from './route-types';

export const useLocation = (): Location => useRouterContext().state.location;

export const useNavigate = (): Router['navigate'] => useRouterContext().router.navigate;

/** Whether the next page is loading, and where to. */
export const useNavigation = (): RouterState['navigation'] => useRouterContext().state.navigation;

/** The query string of the current address (read-only: navigate to change it). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params];
}

/** What the enclosing route's loader returned. */
export const useLoaderData = (): unknown => useRouteContext().loaderData;

/** The failure an error element is showing. */
export const useRouteError = (): unknown => useContext(RouteContext)?.error;

export function Outlet() {
  return useContext(RouteContext)?.outlet ?? null;
}
