import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DepositStep_journey$key } from '../../__generated__/DepositStep_journey.graphql';
import { newIdempotencyKey } from '../../components/leads/idempotency-key';
import { StepError } from './JourneyField';
import type { StepProps } from './step-props';
import { useStepForm } from './useStepForm';

/**
 * Step 5: what the shopper chose, and the deposit that reserves the vehicle: paid on the payment
 * page, which returns to the reservation's page. Once started, the step links to the reservation.
 */
export function DepositStep({ journey, save, onSaved }: StepProps<DepositStep_journey$key>) {
  const data = useFragment(
    graphql`
      fragment DepositStep_journey on CheckoutJourney {
        depositAmount
        car {
          name
          priceDisplay {
            text
          }
        }
        details {
          firstName
          lastName
        }
        tradeIn {
          hasTradeIn
          make
          model
          offer
        }
        finance {
          method
          repayment
          frequency
        }
        delivery {
          method
          postcode
          price
        }
        deposit {
          amount
          reference
          reservationPath
        }
      }
    `,
    journey,
  );
  // One key per visit to this step: a retry of the same click answers the same payment.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useStepForm(save, onSaved);
  const { tradeIn, finance, delivery, deposit } = data;

  return (
    <form
      className="lead-form checkout-step"
      onSubmit={(event) => form.submit(event, () => ({ deposit: { idempotencyKey } }))}
    >
      <h2 className="lead-form__title">Deposit</h2>
      <StepError message={form.message} />
      <dl className="checkout-summary">
        <dt>Vehicle</dt>
        <dd>
          {data.car.name} ({data.car.priceDisplay.text})
        </dd>
        {data.details && (
          <>
            <dt>Buyer</dt>
            <dd>
              {data.details.firstName} {data.details.lastName}
            </dd>
          </>
        )}
        <dt>Trade-in</dt>
        <dd>
          {tradeIn?.hasTradeIn
            ? `${tradeIn.make ?? ''} ${tradeIn.model ?? ''}${tradeIn.offer != null ? `, offer ${formatDollars(tradeIn.offer)}` : ''}`
            : 'None'}
        </dd>
        <dt>Payment</dt>
        <dd>
          {finance?.method === 'FINANCE'
            ? `Finance${finance.repayment != null ? `, ${formatDollars(finance.repayment)} ${finance.frequency?.toLowerCase() ?? ''}` : ''}`
            : 'Cash'}
        </dd>
        <dt>Handover</dt>
        <dd>
          {delivery?.method === 'DELIVERY'
            ? `Delivery to ${delivery.postcode ?? ''}${delivery.price != null ? ` (${formatDollars(delivery.price)})` : ''}`
            : 'Pick up'}
        </dd>
      </dl>
      {deposit ? (
        <p className="checkout-step__result">
          Your {formatDollars(deposit.amount ?? data.depositAmount)} deposit was started (reference{' '}
          {deposit.reference}).{' '}
          {deposit.reservationPath && <a href={deposit.reservationPath}>See your reservation</a>}
        </p>
      ) : (
        <>
          <p>
            A {formatDollars(data.depositAmount)} deposit reserves this vehicle for you while the
            dealership finalises the sale. You pay it on the secure payment page.
          </p>
          <button className="button button--primary" type="submit" disabled={form.sending}>
            {form.sending
              ? 'Opening the payment page…'
              : `Pay ${formatDollars(data.depositAmount)} deposit`}
          </button>
        </>
      )}
    </form>
  );
}
