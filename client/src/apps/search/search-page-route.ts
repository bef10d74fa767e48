import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';
import { searchVariablesFromUrl } from '../../search-url/search-variables';

/**
 * The search page's route query. The query is declared where it is read (SearchPage.tsx); the route
 * table takes the compiled query from here, so the page's own code can load on demand, and the
 * compiled query with it (not in every page's code).
 */
export const searchPageQuery: RelayRouteQuery<SearchPageQuery> = {
  importQuery: () => import('../../__generated__/SearchPageQuery.graphql'),
  variables: ({ url }) => searchVariablesFromUrl(url),
  isNotFound: (data) => data.searchLanding === null,
  keepPreviousOnError: true,
};
