import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TradeInStep_journey$key } from '../../__generated__/TradeInStep_journey.graphql';
import type { TradeInStep_site$key } from '../../__generated__/TradeInStep_site.graphql';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { StepError } from './JourneyField';
import type { StepProps } from './step-props';
import { textOf, useStepForm } from './useStepForm';

// The car's fields and the site's questions load only for a shopper with a trade-in.
const loadCarFields = () => import('./TradeInCarFields');
const TradeInCarFields = lazy(() =>
  loadCarFields().then((module) => ({ default: module.TradeInCarFields })),
);
const prefetchCarFields = () => void loadCarFields().catch(() => undefined);

/** Each question's answer, from the selects named `answer-<question id>`. */
const answersOf = (values: FormData) =>
  [...values.keys()]
    .filter((name) => name.startsWith('answer-'))
    .map((name) => ({ questionId: name.slice('answer-'.length), answer: textOf(values, name) }));

/**
 * Step 2: no trade-in, or the shopper's car and the site's questions, valued on the server by the
 * site's own trade-in valuation. A site without trade-ins offers "no trade-in" only.
 */
export function TradeInStep({
  journey,
  site,
  save,
  onSaved,
}: StepProps<TradeInStep_journey$key> & { site: TradeInStep_site$key }) {
  const data = useFragment(
    graphql`
      fragment TradeInStep_journey on CheckoutJourney {
        tradeInOffered
        tradeIn {
          hasTradeIn
          make
          offer
          estimateLow
          estimateHigh
          reason
          disclaimer
        }
        ...TradeInCarFields_journey
      }
    `,
    journey,
  );
  const siteData = useFragment(
    graphql`
      fragment TradeInStep_site on Site {
        ...TradeInCarFields_site
      }
    `,
    site,
  );
  const saved = data.tradeIn;
  const [hasTradeIn, setHasTradeIn] = useState(data.tradeInOffered && saved?.hasTradeIn === true);
  const form = useStepForm(save, onSaved);
  const number = (values: FormData, name: string) =>
    Number(textOf(values, name).replace(/[,\s]/g, ''));

  return (
    <form
      className="lead-form checkout-step"
      noValidate
      onSubmit={(event) =>
        form.submit(event, (values) =>
          hasTradeIn
            ? {
                tradeIn: {
                  hasTradeIn: true,
                  rego: textOf(values, 'rego') || null,
                  vehicle: {
                    year: number(values, 'year'),
                    make: textOf(values, 'make'),
                    model: textOf(values, 'model'),
                    badge: textOf(values, 'badge') || null,
                    km: number(values, 'km'),
                  },
                  answers: answersOf(values),
                },
              }
            : { tradeIn: { hasTradeIn: false } },
        )
      }
    >
      <h2 className="lead-form__title">Trade-in</h2>
      <StepError message={form.message} />
      <fieldset className="checkout-step__choices">
        <legend className="lead-form__label">Do you have a car to trade in?</legend>
        <label>
          <input
            type="radio"
            name="hasTradeIn"
            checked={!hasTradeIn}
            onChange={() => setHasTradeIn(false)}
          />{' '}
          No trade-in
        </label>
        {data.tradeInOffered && (
          <label>
            <input
              type="radio"
              name="hasTradeIn"
              checked={hasTradeIn}
              onChange={() => setHasTradeIn(true)}
              onFocus={prefetchCarFields}
              onPointerEnter={prefetchCarFields}
            />{' '}
            Yes, value my car
          </label>
        )}
      </fieldset>
      {form.fieldErrors.hasTradeIn && (
        <p className="lead-form__error">{form.fieldErrors.hasTradeIn}</p>
      )}
      {hasTradeIn && (
        <Suspense
          fallback={<p className="checkout-step__loading">Loading the valuation questions…</p>}
        >
          <TradeInCarFields journey={data} site={siteData} fieldErrors={form.fieldErrors} />
        </Suspense>
      )}
      {saved?.hasTradeIn && (
        <p className="checkout-step__result" role="status">
          {saved.offer != null
            ? `Indicative offer for your ${saved.make ?? 'car'}: ${formatDollars(saved.offer)}${
                saved.estimateLow != null && saved.estimateHigh != null
                  ? ` (estimate ${formatDollars(saved.estimateLow)} to ${formatDollars(saved.estimateHigh)})`
                  : ''
              }.`
            : `No online offer: ${saved.reason ?? 'the dealership will value it in person'}.`}{' '}
          {saved.disclaimer}
        </p>
      )}
      <button className="button button--primary" type="submit" disabled={form.sending}>
        {form.sending ? 'Saving…' : 'Save and continue'}
      </button>
    </form>
  );
}
