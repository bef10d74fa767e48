import type { SavedSearchesPageQuery } from '../../__generated__/SavedSearchesPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';

/**
 * /saved-searches' route query, declared where it is read (SavedSearchesPage.tsx); the route
 * table takes the compiled query from here so the page's code loads on demand.
 */
export const savedSearchesPageQuery: RelayRouteQuery<SavedSearchesPageQuery> = {
  importQuery: () => import('../../__generated__/SavedSearchesPageQuery.graphql'),
  variables: () => ({}),
};
