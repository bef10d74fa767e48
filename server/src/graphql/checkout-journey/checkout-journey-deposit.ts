import { formatDollars } from '@forecourt/schema/money/format-dollars';
import type { CheckoutJourney } from '../../checkout-journey/checkout-journey-records.port.js';
import type { GraphQLContext } from '../../context.js';
import { PaymentsUnavailableError } from '../../reservations/reservation-desk.js';
import { HOLDING_STATES } from '../../reservations/reservation.types.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { badInput, NotFoundError } from '../common/input-validation-error.js';
import type { CheckoutDetails } from './checkout-details-check.js';
import {
  CheckoutCarNotPurchasableError,
  CheckoutPaymentsUnavailableError,
} from './checkout-journey-errors.js';
import type { StepAnswer } from './checkout-step-answers.js';

/** The browser's key for one press of "Pay deposit" (a UUID); a retry sends the same one. */
const IDEMPOTENCY_KEY = { min: 8, max: 100 };

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

/**
 * The deposit step: starts the reservation of the journey's car at the desk with the buyer's
 * details, answering the step's facts and where to pay. Every refusal is a typed error.
 */
export async function startDeposit(
  context: GraphQLContext,
  journey: CheckoutJourney,
  car: StockDocument,
  idempotencyKey: string,
  origin: string,
): Promise<{ answer: StepAnswer; paymentUrl: string }> {
  const { site, reservationDesk } = context;
  if (idempotencyKey.length < IDEMPOTENCY_KEY.min || idempotencyKey.length > IDEMPOTENCY_KEY.max) {
    throw badInput(
      'deposit.idempotencyKey',
      `must be ${IDEMPOTENCY_KEY.min} to ${IDEMPOTENCY_KEY.max} characters`,
    );
  }
  if (!reservationDesk) {
    throw new CheckoutPaymentsUnavailableError(
      'Deposits cannot be paid online on this site right now: please contact the dealership.',
    );
  }
  const details = journey.steps.details as unknown as CheckoutDetails;
  const result = await reservationDesk
    .start({
      site,
      carSlug: car.slug,
      shopper: details,
      idempotencyKey: `journey-${journey.id}-${idempotencyKey}`,
      userId: context.viewer?.userId ?? null,
      journeyId: journey.id,
      origin,
    })
    .catch((error: unknown) => {
      // The provider did not answer: the desk freed the car; the shopper may try again.
      if (error instanceof PaymentsUnavailableError) {
        throw new CheckoutPaymentsUnavailableError(error.message);
      }
      throw error;
    });
  switch (result.outcome) {
    case 'notFound':
      throw new NotFoundError('carSlug', 'is not a vehicle of this site');
    case 'carHeld':
      throw new CheckoutCarNotPurchasableError(
        'Another buyer is reserving this vehicle right now. It may become available again soon.',
      );
    case 'notReservable':
      throw new CheckoutCarNotPurchasableError(result.reason);
    case 'started': {
      const { reservation } = result;
      const amount = reservation.depositCents / 100;
      return {
        paymentUrl: result.paymentUrl,
        answer: {
          answers: { reservationId: reservation.id, reference: reservation.reference, amount },
          facts: [
            { label: 'Deposit', value: `${formatDollars(amount)} payment started` },
            { label: 'Reservation', value: reservation.reference },
          ],
        },
      };
    }
  }
}
