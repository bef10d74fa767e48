import { graphql, useFragment } from 'react-relay/hooks';
import type { GarageReservations_viewer$key } from '../../__generated__/GarageReservations_viewer.graphql';
import { Link } from '../../routing/Link';

/** How each state reads in the short list. */
const STATE_WORDS: Record<string, string> = {
  PENDING: 'Awaiting payment',
  PAID: 'Reserved',
  CONFIRMED: 'Reserved',
  EXPIRED: 'Ended',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};

/**
 * The signed-in shopper's reservations on this site, each linking to its own page. Nothing is
 * shown when they have none: most shoppers never reserve, and an empty section is noise.
 */
export function GarageReservations({ viewer }: { viewer: GarageReservations_viewer$key }) {
  const { reservations } = useFragment(
    graphql`
      fragment GarageReservations_viewer on Viewer {
        reservations {
          reservationId
          reference
          state
          path
          carName
        }
      }
    `,
    viewer,
  );
  if (reservations.length === 0) return null;
  return (
    <section aria-labelledby="garage-reservations" className="garage-page__section">
      <h2 id="garage-reservations">Reservations</h2>
      <ul className="garage-reservations">
        {reservations.map((reservation) => (
          <li key={reservation.reservationId}>
            <Link to={reservation.path}>{reservation.carName}</Link> — {reservation.reference},{' '}
            {STATE_WORDS[reservation.state] ?? reservation.state}
          </li>
        ))}
      </ul>
    </section>
  );
}
