import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { ReservationPageQuery } from '../../__generated__/ReservationPageQuery.graphql';
import { PageHead } from '../../routing/PageHead';
import type { RelayRouteData } from '../../routing/relay-route-loader';
import { useLoaderData } from '../../routing/router-hooks';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { ReservationEnded } from './ReservationEnded';
import { ReservationPending } from './ReservationPending';
import { ReservationReserved } from './ReservationReserved';
import './reservation-page.css';

/**
 * After paying (and from the confirmation e-mail): what became of the reservation. Paid or
 * confirmed: reserved, with the reference and what happens next. Pending: the payment provider's
 * word may come a moment after the shopper does, so the page waits for it. Otherwise: what
 * happened, and the way back to the car.
 */
export function ReservationPage() {
  const { queryRef, notFound } = useLoaderData() as RelayRouteData<ReservationPageQuery>;
  const { site, reservation } = usePreloadedQuery<ReservationPageQuery>(
    graphql`
      query ReservationPageQuery($id: ID!) {
        site {
          name
        }
        reservation(id: $id) {
          state
          carName
          ...ReservationReserved_reservation
          ...ReservationPending_reservation
          ...ReservationEnded_reservation
        }
      }
    `,
    queryRef,
  );
  if (notFound || !reservation) return <NotFoundPage what="reservation" />;
  const { state } = reservation;
  const reserved = state === 'PAID' || state === 'CONFIRMED';
  return (
    <article className="reservation-page">
      <PageHead
        title={`Your reservation of the ${reservation.carName} | ${site.name}`}
        description={`Your reservation of the ${reservation.carName}.`}
      />
      {reserved ? (
        <ReservationReserved reservation={reservation} />
      ) : state === 'PENDING' ? (
        <ReservationPending reservation={reservation} />
      ) : (
        <ReservationEnded reservation={reservation} />
      )}
    </article>
  );
}
