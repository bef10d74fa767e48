import type { BrandsPageQuery } from '../../__generated__/BrandsPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';

/**
 * /brands's query. Declared where it is read (BrandsPage.tsx); the route table takes the compiled
 * query from here, so the page's code loads on demand with it.
 */
export const brandsPageQuery: RelayRouteQuery<BrandsPageQuery> = {
  importQuery: () => import('../../__generated__/BrandsPageQuery.graphql'),
  variables: () => ({}),
};
