import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError } from './FieldError';
import type { LeadFormFields } from './lead-form-values';
import { useLeadField } from './useLeadField';

/** A tick box of a lead form with its label beside it, its error under it. */
export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const { register } = useFormContext<LeadFormFields>();
  const field = useLeadField(name);
  return (
    <div className="lead-form__field lead-form__field--check">
      <div className="lead-form__check">
        <input
          id={field.ids.input}
          type="checkbox"
          aria-invalid={field.invalid}
          aria-describedby={field.describedBy}
          defaultChecked={field.defaultValue === true}
          {...register(field.path)}
        />
        <label htmlFor={field.ids.input}>{children}</label>
      </div>
      <FieldError id={field.ids.error} message={field.error} />
    </div>
  );
}
