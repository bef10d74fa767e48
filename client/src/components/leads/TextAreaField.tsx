import { useFormContext } from 'react-hook-form';
import type { LeadFormFields } from './lead-form-values';
import { LeadFieldFrame } from './LeadFieldFrame';
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
    <LeadFieldFrame field={field} label={label} required={required}>
      <textarea
        {...field.controlAttributes(required)}
        rows={MESSAGE_ROWS}
        maxLength={maxLength}
        defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : undefined}
        {...register(field.path)}
      />
    </LeadFieldFrame>
  );
}
