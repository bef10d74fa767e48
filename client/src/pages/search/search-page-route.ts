import SearchPageQueryNode, {
  type SearchPageQuery,
} from '../../__generated__/SearchPageQuery.graphql';
import type { RelayRouteQuery } from '../../routes/relay-route-loader';
import { searchVariablesFromUrl } from '../../search/search-variables';

/**
 * The search page's route query. The query is declared where it is read (SearchPage.tsx); the route
 * table takes the compiled query from here, so the page's own code can load on demand.
 */
export const searchPageQuery: RelayRouteQuery<SearchPageQuery> = {
  query: SearchPageQueryNode,
  // The URL module spells sort as a CarSort name; the server validates it like any input.
  variables: ({ url }) => searchVariablesFromUrl(url) as SearchPageQuery['variables'],
  isNotFound: (data) => data.searchLanding === null,
  keepPreviousOnError: true,
};
