import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import type { LeadFormFields } from './lead-form-values';
import { useLeadField } from './useLeadField';

/** A labelled one-line input of a lead form, its error under it. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  required = false,
  hint,
  maxLength,
  min,
}: {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  required?: boolean;
  hint?: string;
  maxLength?: number;
  min?: string;
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
      <input
        id={field.ids.input}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        min={min}
        aria-required={required || undefined}
        aria-invalid={field.invalid}
        aria-describedby={field.describedBy}
        defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : undefined}
        {...register(field.path)}
      />
      <FieldError id={field.ids.error} message={field.error} />
    </div>
  );
}
