import type { ComparePageQuery } from '../../__generated__/ComparePageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';
import { COMPARE_CARS_PARAM, comparedSlugs } from '../../saved-cars/compare-path';

/**
 * /compare's route query, declared where it is read (ComparePage.tsx). The cars come from the
 * address alone, so a shared link shows the same comparison, also without JavaScript.
 */
export const comparePageQuery: RelayRouteQuery<ComparePageQuery> = {
  importQuery: () => import('../../__generated__/ComparePageQuery.graphql'),
  variables: ({ url }) => ({
    slugs: comparedSlugs(url.searchParams.get(COMPARE_CARS_PARAM)).slugs,
  }),
  // A site that does not offer comparing has no compare page.
  isNotFound: (data) => !data.site.features.compare,
};
