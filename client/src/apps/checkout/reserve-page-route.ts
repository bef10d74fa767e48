import type { ReservePageQuery } from '../../__generated__/ReservePageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';

/**
 * The reserve page's route query (/cars/{slug}/checkout or /cars/{slug}/buy-online), declared
 * where it is read (ReservePage.tsx); the route table takes the compiled query from here so the
 * page's code loads on demand. An unknown car is a 404; a car that cannot be reserved is a page
 * of its own saying why (200).
 */
export const reservePageQuery: RelayRouteQuery<ReservePageQuery> = {
  importQuery: () => import('../../__generated__/ReservePageQuery.graphql'),
  variables: ({ params }) => ({ slug: params.slug ?? '' }),
  isNotFound: (data) => data.car === null,
};
