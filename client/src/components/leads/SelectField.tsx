import { useFormContext } from 'react-hook-form';
import type { LeadFormFields } from './lead-form-values';
import { LeadFieldFrame } from './LeadFieldFrame';
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
    <LeadFieldFrame field={field} label={label} required={required} hint={hint}>
      <select
        {...field.controlAttributes(required)}
        disabled={disabled}
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
    </LeadFieldFrame>
  );
}
