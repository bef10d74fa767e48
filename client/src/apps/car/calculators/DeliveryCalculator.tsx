import { DELIVERY_MESSAGES } from '@forecourt/schema/delivery/delivery-messages';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { useId, useRef, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { DeliveryCalculator_car$key } from '../../../__generated__/DeliveryCalculator_car.graphql';
import type { DeliveryCalculatorQuery } from '../../../__generated__/DeliveryCalculatorQuery.graphql';
import './DeliveryCalculator.css';

const estimateQuery = graphql`
  query DeliveryCalculatorQuery($slug: String!, $postcode: String!) {
    car(slug: $slug) {
      deliveryEstimate(postcode: $postcode) {
        available
        price
        regionName
        message
      }
    }
  }
`;

type Answer = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; text: string };

/**
 * Spec 1 §3, §5, §8: a delivery price for the shopper's postcode. A blank postcode is answered
 * here without asking the server; anything else is looked up as typed. The result line keeps its
 * room while empty or loading so the page does not shift.
 */
export function DeliveryCalculator({ car: carKey }: { car: DeliveryCalculator_car$key }) {
  const car = useFragment(
    graphql`
      fragment DeliveryCalculator_car on Car {
        slug
      }
    `,
    carKey,
  );
  const environment = useRelayEnvironment();
  const [postcode, setPostcode] = useState('');
  const [answer, setAnswer] = useState<Answer>({ kind: 'idle' });
  // Only the latest request may answer: an earlier, slower one must not overwrite it.
  const latestRequest = useRef(0);
  const id = useId();

  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = ++latestRequest.current;
    if (postcode.trim() === '') {
      setAnswer({ kind: 'done', text: DELIVERY_MESSAGES.blankPostcode });
      return;
    }
    setAnswer({ kind: 'loading' });
    const answerWith = (text: string) => {
      if (request === latestRequest.current) setAnswer({ kind: 'done', text });
    };
    fetchQuery<DeliveryCalculatorQuery>(environment, estimateQuery, { slug: car.slug, postcode })
      .toPromise()
      .then(
        (data) => {
          const estimate = data?.car?.deliveryEstimate;
          if (estimate?.available && estimate.price != null && estimate.regionName != null) {
            answerWith(`Delivery to ${estimate.regionName}: ${formatDollars(estimate.price)}`);
          } else {
            answerWith(estimate?.message ?? DELIVERY_MESSAGES.noEstimate);
          }
        },
        // The shopper can still enquire or call, which is what the sentence tells them.
        () => answerWith(DELIVERY_MESSAGES.noEstimate),
      );
  }

  const loading = answer.kind === 'loading';
  return (
    <section className="calculator" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Delivery estimate</h2>
      <form className="delivery-calculator__form" onSubmit={calculate} noValidate>
        <label htmlFor={`${id}-postcode`}>Postcode</label>
        <input
          id={`${id}-postcode`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          value={postcode}
          onChange={(event) => setPostcode(event.target.value)}
        />
        <button type="submit" className="button button--primary" aria-busy={loading}>
          Calculate
        </button>
      </form>
      <p className="calculator__result delivery-calculator__result" aria-live="polite">
        {loading ? 'Calculating…' : answer.kind === 'done' ? answer.text : ''}
      </p>
    </section>
  );
}
