import { graphql, useFragment } from 'react-relay/hooks';
import type { ReservationReserved_reservation$key } from '../../__generated__/ReservationReserved_reservation.graphql';
import { Link } from '../../routing/Link';

/** Paid: the car is held for the shopper. The reference, the deposit, the hold and what's next. */
export function ReservationReserved({
  reservation,
}: {
  reservation: ReservationReserved_reservation$key;
}) {
  const data = useFragment(
    graphql`
      fragment ReservationReserved_reservation on Reservation {
        reference
        state
        carName
        carPath
        depositText
        holdUntilText
        firstName
        maskedEmail
      }
    `,
    reservation,
  );
  return (
    <>
      <h1 className="reservation-page__title">Reserved</h1>
      <p className="reservation-page__lead">
        Thank you, {data.firstName}. The <Link to={data.carPath}>{data.carName}</Link> is reserved
        for you.
      </p>
      <dl className="reservation-page__facts">
        <dt>Reference</dt>
        <dd className="reservation-page__reference">{data.reference}</dd>
        <dt>Deposit paid</dt>
        <dd>{data.depositText}</dd>
        {data.holdUntilText !== null && data.state === 'PAID' && (
          <>
            <dt>Held for you until</dt>
            <dd>{data.holdUntilText}</dd>
          </>
        )}
      </dl>
      <h2 className="reservation-page__subtitle">What happens next</h2>
      <p>
        The dealership will contact you to finalise the sale. Quote your reference {data.reference}{' '}
        when you speak to them. Your deposit comes off the price, and it is refunded in full if the
        sale does not go ahead.
      </p>
      <p>We’ve e-mailed {data.maskedEmail} a confirmation.</p>
    </>
  );
}
