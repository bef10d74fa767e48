import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import type { LeadField } from './useLeadField';

/** A field of a lead form around its control: the label, an optional hint, and the error under it. */
export function LeadFieldFrame({
  field,
  label,
  required,
  hint,
  children,
}: {
  field: LeadField;
  label: string;
  required: boolean;
  hint?: string;
  children: ReactNode;
}) {
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
      {children}
      <FieldError id={field.ids.error} message={field.error} />
    </div>
  );
}
