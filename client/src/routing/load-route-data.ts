import { matchRoutes } from './match-routes';
import type { Location, RouteMatch, RouteObject, RouterState } from './route-types';

export type LoadedRoutes = Pick<RouterState, 'matches' | 'loaderData' | 'errors'>;

/** Loads a route's code once; later calls find it in place. */
async function resolveLazy(route: RouteObject): Promise<void> {
  if (!route.lazy) return;
  const { Component } = await route.lazy();
  route.Component = Component;
  route.lazy = undefined;
}

/** The id of the route whose error element shows a failure of `matches[index]`. */
function boundaryOf(matches: readonly RouteMatch[], index: number): string {
  for (let i = index; i >= 0; i -= 1) {
    if (matches[i]!.route.errorElement !== undefined) return matches[i]!.route.id;
  }
  return matches[0]!.route.id;
}

/**
 * Everything a location renders with: its matched routes, their code and their loaders' data
 * (loaders run side by side). A failing loader's error goes to the nearest error boundary above
 * it; the rest of the page still gets its data.
 */
export async function loadRouteData(
  routes: readonly RouteObject[],
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  origin: string,
): Promise<LoadedRoutes> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const url = new URL(`${location.pathname}${location.search}${location.hash}`, origin);
  const settled = await Promise.allSettled(
    matches.map(async ({ route, params }) => {
      const [data] = await Promise.all([route.loader?.({ url, params }), resolveLazy(route)]);
      return data;
    }),
  );
  const loaderData: Record<string, unknown> = {};
  let errors: Record<string, unknown> | null = null;
  settled.forEach((result, index) => {
    const { id } = matches[index]!.route;
    if (result.status === 'fulfilled') {
      loaderData[id] = result.value;
      return;
    }
    const boundary = boundaryOf(matches, index);
    errors ??= {};
    if (!(boundary in errors)) errors[boundary] = result.reason;
  });
  return { matches, loaderData, errors };
}
