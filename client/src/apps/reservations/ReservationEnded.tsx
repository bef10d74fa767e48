import { graphql, useFragment } from 'react-relay/hooks';
import type { ReservationEnded_reservation$key } from '../../__generated__/ReservationEnded_reservation.graphql';
import { Link } from '../../routing/Link';

/** What became of a reservation that no longer holds the car, by its state. */
const ENDINGS: Record<string, { title: string; text: string }> = {
  EXPIRED: {
    title: 'This reservation has ended',
    text: 'The deposit was not paid in time, or the hold ended before the sale was finalised, so the car is offered to other shoppers again.',
  },
  CANCELLED: {
    title: 'Payment cancelled',
    text: 'The payment was cancelled and nothing was charged. The car is no longer held for you.',
  },
  REFUNDED: {
    title: 'Deposit refunded',
    text: 'The dealership refunded your deposit, so this reservation no longer holds the car.',
  },
};

export function ReservationEnded({
  reservation,
}: {
  reservation: ReservationEnded_reservation$key;
}) {
  const data = useFragment(
    graphql`
      fragment ReservationEnded_reservation on Reservation {
        state
        reference
        carName
        carPath
      }
    `,
    reservation,
  );
  const ending = ENDINGS[data.state] ?? ENDINGS.EXPIRED!;
  return (
    <>
      <h1 className="reservation-page__title">{ending.title}</h1>
      <p className="reservation-page__lead">{ending.text}</p>
      <p>Reference {data.reference}.</p>
      <p>
        <Link className="button button--primary" to={data.carPath}>
          See the {data.carName}
        </Link>
      </p>
    </>
  );
}
