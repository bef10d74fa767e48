import type { DealerLocatorPageQuery } from '../../__generated__/DealerLocatorPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';
import { locatorParams } from './DealerLocatorPage.params';

/**
 * The dealer locator's route query, declared where it is read (DealerLocatorPage.tsx); the route
 * table takes the compiled query from here so the page's code, and the map's, load on demand.
 */
export const dealerLocatorPageQuery: RelayRouteQuery<DealerLocatorPageQuery> = {
  importQuery: () => import('../../__generated__/DealerLocatorPageQuery.graphql'),
  variables: ({ url }) => {
    const { department, make, postcode } = locatorParams(url.searchParams);
    return { department, make, postcode: postcode ?? '', byPostcode: postcode !== null };
  },
};
