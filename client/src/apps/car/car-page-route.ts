import type { CarPageQuery } from '../../__generated__/CarPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';

/**
 * The vehicle page's route query. The query is declared where it is read (CarPage.tsx); the route
 * table takes the compiled query from here, so the page's own code can load on demand, and the
 * compiled query with it (not in every page's code).
 */
export const carPageQuery: RelayRouteQuery<CarPageQuery> = {
  importQuery: () => import('../../__generated__/CarPageQuery.graphql'),
  variables: ({ params }) => ({ slug: params.slug ?? '' }),
  isNotFound: (data) => data.car === null,
};
