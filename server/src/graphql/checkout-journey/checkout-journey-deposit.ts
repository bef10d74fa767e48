import type { CheckoutJourney } from '../../checkout-journey/checkout-journey-records.port.js';
import type { GraphQLContext } from '../../context.js';
import { HOLDING_STATES } from '../../reservations/reservation.types.js';

/**
 * The journey as it stands for its deposit: a deposit whose reservation ended unpaid (cancelled
 * at the payment page, or expired) no longer counts, so the deposit step is open again and the
 * shopper can pay once more. A deposit whose reservation still holds the car (pending, paid,
 * confirmed), or that the desk cannot look up, counts as made.
 */
export async function journeyWithLiveDeposit(
  context: GraphQLContext,
  journey: CheckoutJourney | null,
): Promise<CheckoutJourney | null> {
  if (!journey || journey.reservationId === null) return journey;
  const reference = journey.steps.deposit?.reference;
  const desk = context.reservationDesk;
  if (!desk || typeof reference !== 'string') return journey;
  const reservation = await desk.byReference(context.site, reference);
  if (!reservation || reservation.id !== journey.reservationId) return journey;
  if (HOLDING_STATES.includes(reservation.state)) return journey;
  const { deposit: _ended, ...steps } = journey.steps;
  return { ...journey, reservationId: null, steps };
}
