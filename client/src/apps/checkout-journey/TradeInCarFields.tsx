import { graphql, useFragment } from 'react-relay/hooks';
import type { TradeInCarFields_journey$key } from '../../__generated__/TradeInCarFields_journey.graphql';
import type { TradeInCarFields_site$key } from '../../__generated__/TradeInCarFields_site.graphql';
import { JourneyField } from './JourneyField';

/**
 * The trade-in car and the site's questions: loaded only when the shopper says they have a car to
 * trade in (or had said so), so a buyer without one never downloads them.
 */
export function TradeInCarFields({
  journey,
  site,
  fieldErrors,
}: {
  journey: TradeInCarFields_journey$key;
  site: TradeInCarFields_site$key;
  fieldErrors: Readonly<Record<string, string>>;
}) {
  const data = useFragment(
    graphql`
      fragment TradeInCarFields_journey on CheckoutJourney {
        tradeIn {
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
        }
      }
    `,
    journey,
  );
  const siteData = useFragment(
    graphql`
      fragment TradeInCarFields_site on Site {
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
  const answerOf = (id: string) => saved?.answers.find((a) => a.questionId === id)?.answer ?? '';
  return (
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
          error={fieldErrors[name === 'rego' ? 'rego' : `vehicle.${name}`]}
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
          error={fieldErrors[`answers.${question.id}`]}
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
  );
}
