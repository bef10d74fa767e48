import { useFormContext } from 'react-hook-form';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import type { LeadFormFields } from './lead-form-values';
import { useLeadField } from './useLeadField';

export interface SelectChoice {
  value: string;
  label: string;
}

/** A labelled select of a lead form; its first entry asks for a choice and has no value. */
export function SelectField({
  name,
  label,
  choices,
  placeholder = 'Please choose',
  required = false,
  disabled = false,
  hint,
}: {
  name: string;
  label: string;
  choices: readonly SelectChoice[];
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
}) {
  const { register } = useFormContext<LeadFormFields>();
  const field = useLeadField(name, { hasHint: hint !== undefined });
  return (
    <div className="lead-form__field">
      <FieldLabel htmlFor={field.ids.input} optional={!required}>
        {label}
      </FieldLabel>
      {hint !== undefined && (
        <p className="lead-form__hint" id={field.ids.hint}>
          {hint}
        </p>
      )}
      <select
        id={field.ids.input}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={field.invalid}
        aria-describedby={field.describedBy}
        defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : ''}
        {...register(field.path)}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={field.ids.error} message={field.error} />
    </div>
  );
}
