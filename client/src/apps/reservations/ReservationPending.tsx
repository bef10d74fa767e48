import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import ReservationPageQuery from '../../__generated__/ReservationPageQuery.graphql';
import type { ReservationPending_reservation$key } from '../../__generated__/ReservationPending_reservation.graphql';

/** How often the page asks again while the payment is being confirmed. */
export const PAYMENT_POLL_INTERVAL_MS = 2_000;
/** How long it keeps asking: past this the provider is slow, and the shopper may check again. */
export const PAYMENT_POLL_LIMIT_MS = 60_000;

/**
 * Pending: the shopper is back from the payment page before the provider's word reached us. With
 * JavaScript the page asks again every 2 seconds for up to a minute (the page turns to Reserved by
 * itself, read out by the live region); without it, "Check again" reloads the page. No meta
 * refresh: a page that reloads itself by surprise is hard to use with a screen reader.
 */
export function ReservationPending({
  reservation,
}: {
  reservation: ReservationPending_reservation$key;
}) {
  const data = useFragment(
    graphql`
      fragment ReservationPending_reservation on Reservation {
        reservationId
        path
        carName
      }
    `,
    reservation,
  );
  const environment = useRelayEnvironment();
  const [gaveUp, setGaveUp] = useState(false);
  const { reservationId } = data;

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started >= PAYMENT_POLL_LIMIT_MS) {
        window.clearInterval(timer);
        setGaveUp(true);
        return;
      }
      // The answer lands in the store: the page re-renders as Reserved (or ended) by itself.
      fetchQuery(
        environment,
        ReservationPageQuery,
        { id: reservationId },
        {
          fetchPolicy: 'network-only',
        },
      ).subscribe({ error: () => undefined });
    }, PAYMENT_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [environment, reservationId]);

  return (
    <>
      <h1 className="reservation-page__title">Confirming your payment…</h1>
      <div className="reservation-page__waiting" role="status" aria-live="polite">
        {gaveUp ? (
          <p>
            The payment provider has not confirmed your payment yet. If you paid, it will be
            confirmed shortly and we will e-mail you.
          </p>
        ) : (
          <p>
            We are waiting for the payment provider to confirm your deposit for the {data.carName}.
          </p>
        )}
      </div>
      <p>
        <a className="button" href={data.path}>
          Check again
        </a>
      </p>
    </>
  );
}
