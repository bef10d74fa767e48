import type { Environment } from 'react-relay/hooks';
import type { GaragePageQuery } from '../../__generated__/GaragePageQuery.graphql';
import { relayRouteLoader, type RelayRouteQuery } from '../../routing/relay-route-loader';
import { globbedModule } from '../../routing/lazy-page';
import type { LoaderArgs, RouteObject } from '../../routing/route-types';
import { garageOrOtherPage } from './GarageOrOtherPage';
import type { GarageRouteData } from './garage-route-data';

/** The garage's query for the one-segment address asked (declared in GaragePage.tsx). */
const garagePageQuery: RelayRouteQuery<GaragePageQuery> = {
  importQuery: () => import('../../__generated__/GaragePageQuery.graphql'),
  variables: ({ params }: LoaderArgs) => ({ path: `/${params.page ?? ''}` }),
  isNotFound: (data) => data.site.garagePage === null,
};

const garagePage = globbedModule(
  import.meta.glob<typeof import('./GaragePage')>('/src/apps/garage/GaragePage.tsx'),
);

/**
 * The garage lives at the addresses each site configures (setting garage.paths: /my-garage,
 * /mymotorama, …), one-segment addresses that the site's content pages (`:page`) answer too.
 * This wraps that route: both queries run at once, and the garage shows where the site's garage
 * is, the content page (or its 404) everywhere else. A site without a garage has only the latter.
 */
export function withGaragePages(environment: Environment, pageRoute: RouteObject): RouteObject {
  const loadGarage = relayRouteLoader(environment, garagePageQuery);
  const loadPage = pageRoute.loader;
  const lazyPage = pageRoute.lazy;
  if (!loadPage || !lazyPage) throw new Error(`Route ${pageRoute.id} has no loader or code`);
  let code: ReturnType<typeof lazyPage> | null = null;
  return {
    ...pageRoute,
    loader: async (args) => {
      const page = Promise.resolve(loadPage(args));
      // Settled either way below; a failure matters only where no garage is.
      page.catch(() => undefined);
      const garage = await loadGarage(args);
      if (!garage.notFound) return { ...garage, garage: true } satisfies GarageRouteData;
      return page;
    },
    modules: [...(pageRoute.modules ?? []), garagePage.name],
    lazy: () =>
      (code ??= Promise.all([lazyPage(), garagePage.load()]).then(([other, garage]) => ({
        Component: garageOrOtherPage(garage.GaragePage, other.Component),
      }))),
  };
}
