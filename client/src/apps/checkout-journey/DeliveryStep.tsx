import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DeliveryStep_journey$key } from '../../__generated__/DeliveryStep_journey.graphql';
import { JourneyField, StepError } from './JourneyField';
import type { StepProps } from './step-props';
import { textOf, useStepForm } from './useStepForm';

/** Step 4: pick the vehicle up at its location, or have it delivered (the delivery estimate). */
export function DeliveryStep({ journey, save, onSaved }: StepProps<DeliveryStep_journey$key>) {
  const data = useFragment(
    graphql`
      fragment DeliveryStep_journey on CheckoutJourney {
        deliveryOffered
        car {
          location {
            name
          }
        }
        delivery {
          method
          postcode
          price
          regionName
        }
      }
    `,
    journey,
  );
  const saved = data.delivery;
  const [delivering, setDelivering] = useState(
    data.deliveryOffered && saved?.method === 'DELIVERY',
  );
  const form = useStepForm(save, onSaved);
  return (
    <form
      className="lead-form checkout-step"
      noValidate
      onSubmit={(event) =>
        form.submit(event, (values) => ({
          delivery: delivering
            ? { method: 'DELIVERY', postcode: textOf(values, 'postcode') }
            : { method: 'PICK_UP' },
        }))
      }
    >
      <h2 className="lead-form__title">Delivery</h2>
      <StepError message={form.message} />
      <fieldset className="checkout-step__choices">
        <legend className="lead-form__label">How would you like to get the vehicle?</legend>
        <label>
          <input
            type="radio"
            name="method"
            checked={!delivering}
            onChange={() => setDelivering(false)}
          />{' '}
          Pick up at {data.car.location.name}
        </label>
        {data.deliveryOffered && (
          <label>
            <input
              type="radio"
              name="method"
              checked={delivering}
              onChange={() => setDelivering(true)}
            />{' '}
            Deliver it to me
          </label>
        )}
      </fieldset>
      {form.fieldErrors.method && <p className="lead-form__error">{form.fieldErrors.method}</p>}
      {delivering && (
        <JourneyField
          id="delivery-postcode"
          label="Delivery postcode"
          error={form.fieldErrors.postcode}
        >
          {(attributes) => (
            <input
              {...attributes}
              name="postcode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              defaultValue={saved?.postcode ?? ''}
            />
          )}
        </JourneyField>
      )}
      {saved?.method === 'DELIVERY' && saved.price != null && (
        <p className="checkout-step__result" role="status">
          Delivery to {saved.postcode} ({saved.regionName}): {formatDollars(saved.price)}.
        </p>
      )}
      <button className="button button--primary" type="submit" disabled={form.sending}>
        {form.sending ? 'Saving…' : 'Save and continue'}
      </button>
    </form>
  );
}
