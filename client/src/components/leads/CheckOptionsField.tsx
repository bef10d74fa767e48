import { get, useFormContext, useFormState } from 'react-hook-form';
import { FieldError } from './FieldError';
import { fieldIds, useLeadFormContext } from './lead-form-context';
import type { LeadFormFields } from './lead-form-values';

/** What the group of check options is called: the dealer reads them as additional services. */
const LEGEND = 'I am also interested in';

/**
 * Spec 2 §5: the site's check options, collected into the lead's additional services: tick boxes,
 * or, on forms that show them as radio buttons, one choice. A refusal of any of them shows under
 * the group.
 */
export function CheckOptionsField() {
  const { register } = useFormContext<LeadFormFields>();
  const { options, idPrefix, defaults } = useLeadFormContext();
  const { errors } = useFormState<LeadFormFields>({ name: ['checkOptions', 'checkOptionChoice'] });
  if (options.checkOptions.length === 0) return null;

  const radio = options.checkOptionsAsRadio;
  const paths = radio
    ? ['checkOptionChoice']
    : options.checkOptions.map(({ name }) => `checkOptions.${name}`);
  const messages = paths
    .map((path) => (get(errors, path) as { message?: string } | undefined)?.message)
    .filter((message): message is string => message !== undefined && message !== '');
  const error = messages.length === 0 ? null : [...new Set(messages)].join(' ');
  const ids = fieldIds(idPrefix, radio ? 'checkOptionChoice' : 'checkOptions');
  return (
    <fieldset
      className="lead-form__fieldset"
      aria-describedby={error === null ? undefined : ids.error}
    >
      <legend className="lead-form__label">
        {LEGEND}
        <span className="lead-form__optional"> (optional)</span>
      </legend>
      {options.checkOptions.map((option) => {
        const inputId = `${ids.input}-${option.name}`;
        return (
          <div className="lead-form__check" key={option.name}>
            {radio ? (
              <input
                id={inputId}
                type="radio"
                value={option.name}
                aria-invalid={error === null ? undefined : true}
                defaultChecked={defaults.checkOptionChoice === option.name}
                {...register('checkOptionChoice')}
              />
            ) : (
              <input
                id={inputId}
                type="checkbox"
                aria-invalid={get(errors, `checkOptions.${option.name}`) ? true : undefined}
                defaultChecked={defaults.checkOptions?.[option.name] === true}
                {...register(`checkOptions.${option.name}`)}
              />
            )}
            <label htmlFor={inputId}>{option.label}</label>
          </div>
        );
      })}
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}
