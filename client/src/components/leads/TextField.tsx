import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import { useFormContext } from 'react-hook-form';
import type { LeadFormFields } from './lead-form-values';
import { LeadFieldFrame } from './LeadFieldFrame';
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
    <LeadFieldFrame field={field} label={label} required={required} hint={hint}>
      <input
        {...field.controlAttributes(required)}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        min={min}
        defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : undefined}
        {...register(field.path)}
      />
    </LeadFieldFrame>
  );
}
