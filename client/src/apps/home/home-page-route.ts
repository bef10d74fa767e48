import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';
import { ALL_STOCK_PATH } from '@forecourt/schema/search/search-routes';

/**
 * The home page's route query. The query is declared where it is read (HomePage.tsx); the route
 * table takes the compiled query from here, so the page's own code can load on demand, and the
 * compiled query with it (not in every page's code).
 */
export const homePageQuery: RelayRouteQuery<HomePageQuery> = {
  importQuery: () => import('../../__generated__/HomePageQuery.graphql'),
  variables: () => ({ path: ALL_STOCK_PATH }),
};
