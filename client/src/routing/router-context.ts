import { createContext, useContext, type ReactNode } from 'react';
import type { RouteMatch, Router, RouterState } from './route-types';

export const RouterContext = createContext<{ router: Router; state: RouterState } | null>(null);

export interface RouteContextValue {
  match: RouteMatch;
  loaderData: unknown;
  /** What the route's `<Outlet />` renders: its matched child. */
  outlet: ReactNode;
  /** What the route's error element shows. */
  error: unknown;
}

export const RouteContext = createContext<RouteContextValue | null>(null);

export function useRouterContext() {
  const value = useContext(RouterContext);
  if (!value) throw new Error('Router hooks must be used within a RouterProvider');
  return value;
}

export function useRouteContext(): RouteContextValue {
  const value = useContext(RouteContext);
  if (!value) throw new Error('Route hooks must be used within a route of the route table');
  return value;
}
