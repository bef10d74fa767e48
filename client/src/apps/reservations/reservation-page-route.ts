import type { ReservationPageQuery } from '../../__generated__/ReservationPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';

/**
 * A reservation's own page, /reservations/{id} (reservationPath): its route query, declared where
 * it is read (ReservationPage.tsx). An unknown or malformed id is a 404.
 */
export const reservationPageQuery: RelayRouteQuery<ReservationPageQuery> = {
  importQuery: () => import('../../__generated__/ReservationPageQuery.graphql'),
  variables: ({ params }) => ({ id: params.id ?? '' }),
  isNotFound: (data) => data.reservation === null,
};
