import type { SpecialOffersPageQuery } from '../../__generated__/SpecialOffersPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';

/**
 * /special-offers' route query, declared where it is read (SpecialOffersPage.tsx); the route table
 * takes the compiled query from here so the page's code loads on demand.
 */
export const specialOffersPageQuery: RelayRouteQuery<SpecialOffersPageQuery> = {
  importQuery: () => import('../../__generated__/SpecialOffersPageQuery.graphql'),
  variables: () => ({}),
};
