import type { BrandPageQuery } from '../../__generated__/BrandPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';

/** Cars a brand page shows before its "View all" link: two rows of three. */
export const BRAND_PAGE_CARS = 6;

/**
 * /{brand}/overview's query. Declared where it is read (BrandPage.tsx); the route table takes the
 * compiled query from here. A brand the site does not show, or one that skips its page, is a 404.
 */
export const brandPageQuery: RelayRouteQuery<BrandPageQuery> = {
  importQuery: () => import('../../__generated__/BrandPageQuery.graphql'),
  variables: ({ params }) => ({ slug: params.brand ?? '', first: BRAND_PAGE_CARS }),
  isNotFound: (data) => !data.site.brand || data.site.brand.skipPage,
};
