import { useFormContext } from 'react-hook-form';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import type { LeadFormFields } from './lead-form-values';
import { useLeadField } from './useLeadField';

/** Rows of the message box: room for a few sentences without scrolling. */
const MESSAGE_ROWS = 5;

/** A labelled multi-line input of a lead form (the message), its error under it. */
export function TextAreaField({
  name,
  label,
  required = false,
  maxLength,
}: {
  name: string;
  label: string;
  required?: boolean;
  maxLength?: number;
}) {
  const { register } = useFormContext<LeadFormFields>();
  const field = useLeadField(name);
  return (
    <div className="lead-form__field">
      <FieldLabel htmlFor={field.ids.input} optional={!required}>
        {label}
      </FieldLabel>
      <textarea
        id={field.ids.input}
        rows={MESSAGE_ROWS}
        maxLength={maxLength}
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
