import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TradeInStep_journey$key } from '../../__generated__/TradeInStep_journey.graphql';
import type { TradeInStep_site$key } from '../../__generated__/TradeInStep_site.graphql';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { JourneyField, StepError } from './JourneyField';
import type { StepProps } from './step-props';
import { textOf, useStepForm } from './useStepForm';

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
          rego
          year
          make
          model
          badge
          km
          answers {
            questionId
            answer
          }
          offer
          estimateLow
          estimateHigh
          reason
          disclaimer
        }
      }
    `,
    journey,
  );
  const siteData = useFragment(
    graphql`
      fragment TradeInStep_site on Site {
        tradeIn {
          questions {
            id
            label
            options {
              value
              label
            }
          }
        }
      }
    `,
    site,
  );
  const saved = data.tradeIn;
  const [hasTradeIn, setHasTradeIn] = useState(data.tradeInOffered && saved?.hasTradeIn === true);
  const form = useStepForm(save, onSaved);
  const answerOf = (id: string) => saved?.answers.find((a) => a.questionId === id)?.answer ?? '';
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
                  answers: siteData.tradeIn.questions.map((question) => ({
                    questionId: question.id,
                    answer: textOf(values, `answer-${question.id}`),
                  })),
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
            />{' '}
            Yes, value my car
          </label>
        )}
      </fieldset>
      {form.fieldErrors.hasTradeIn && (
        <p className="lead-form__error">{form.fieldErrors.hasTradeIn}</p>
      )}
      {hasTradeIn && (
        <div className="checkout-step__group">
          {(
            [
              ['rego', 'Rego (optional)', saved?.rego ?? '', 'text'],
              ['year', 'Year', saved?.year ?? '', 'numeric'],
              ['make', 'Make', saved?.make ?? '', 'text'],
              ['model', 'Model', saved?.model ?? '', 'text'],
              ['badge', 'Badge (optional)', saved?.badge ?? '', 'text'],
              ['km', 'Odometer (km)', saved?.km ?? '', 'numeric'],
            ] as const
          ).map(([name, label, value, inputMode]) => (
            <JourneyField
              key={name}
              id={`trade-in-${name}`}
              label={label}
              error={form.fieldErrors[name === 'rego' ? 'rego' : `vehicle.${name}`]}
            >
              {(attributes) => (
                <input
                  {...attributes}
                  name={name}
                  inputMode={inputMode}
                  maxLength={name === 'year' ? 4 : 60}
                  defaultValue={String(value)}
                />
              )}
            </JourneyField>
          ))}
          {siteData.tradeIn.questions.map((question) => (
            <JourneyField
              key={question.id}
              id={`trade-in-answer-${question.id}`}
              label={question.label}
              error={form.fieldErrors[`answers.${question.id}`]}
            >
              {(attributes) => (
                <select
                  {...attributes}
                  name={`answer-${question.id}`}
                  defaultValue={answerOf(question.id)}
                >
                  <option value="">Choose…</option>
                  {question.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </JourneyField>
          ))}
        </div>
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
