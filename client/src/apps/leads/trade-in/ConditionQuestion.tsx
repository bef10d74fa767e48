import { graphql, useFragment } from 'react-relay/hooks';
import { useFormContext } from 'react-hook-form';
import type { ConditionQuestion_question$key } from '../../../__generated__/ConditionQuestion_question.graphql';
import { FieldError } from '../../../components/leads/FieldError';
import { useLeadField } from '../../../components/leads/useLeadField';
import type { TradeInConditionValues } from './trade-in-valuation-values';

/**
 * One of the site's adjustment questions (spec 2 §9: service history, keys, modifications,
 * condition): native radio buttons in a fieldset named by the question, its help under the
 * question and its error under the answers.
 */
export function ConditionQuestion({ question: key }: { question: ConditionQuestion_question$key }) {
  const question = useFragment(
    graphql`
      fragment ConditionQuestion_question on TradeInQuestion {
        id
        label
        help
        options {
          value
          label
        }
      }
    `,
    key,
  );
  const { register } = useFormContext<TradeInConditionValues>();
  const name = `answers.${question.id}` as const;
  const { ids, error, describedBy, invalid } = useLeadField(name, { hasHint: !!question.help });
  return (
    <fieldset className="lead-form__fieldset" aria-describedby={describedBy}>
      <legend className="lead-form__label">{question.label}</legend>
      {question.help && (
        <p className="lead-form__hint" id={ids.hint}>
          {question.help}
        </p>
      )}
      <div className="trade-in-steps__answers">
        {question.options.map((option) => {
          const inputId = `${ids.input}-${option.value}`;
          return (
            <div className="lead-form__check" key={option.value}>
              <input
                id={inputId}
                type="radio"
                value={option.value}
                aria-invalid={invalid}
                {...register(name)}
              />
              <label htmlFor={inputId}>{option.label}</label>
            </div>
          );
        })}
      </div>
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}
