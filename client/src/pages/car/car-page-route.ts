import CarPageQueryNode, { type CarPageQuery } from '../../__generated__/CarPageQuery.graphql';
import type { RelayRouteQuery } from '../../routes/relay-route-loader';

/**
 * The vehicle page's route query. The query is declared where it is read (CarPage.tsx); the route
 * table takes the compiled query from here, so the page's own code can load on demand.
 */
export const carPageQuery: RelayRouteQuery<CarPageQuery> = {
  query: CarPageQueryNode,
  variables: ({ params }) => ({ slug: params.slug ?? '' }),
  isNotFound: (data) => data.car === null,
};
