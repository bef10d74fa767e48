import { HONEYPOT_FIELD } from '@forecourt/schema/leads/lead-fields';
import { useFormContext } from 'react-hook-form';
import { fieldIds, useLeadFormContext } from './lead-form-context';
import type { LeadFormFields } from './lead-form-values';

/**
 * The honeypot: an input people never see, reach with the keyboard, hear or have filled in by the
 * browser; a robot that fills every input fills it, and the server refuses its lead.
 */
export function HoneypotField() {
  const { register } = useFormContext<LeadFormFields>();
  const { idPrefix } = useLeadFormContext();
  const { input } = fieldIds(idPrefix, HONEYPOT_FIELD);
  return (
    <div className="visually-hidden" aria-hidden="true" data-honeypot="">
      <label htmlFor={input}>Website</label>
      <input
        id={input}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...register(HONEYPOT_FIELD)}
      />
    </div>
  );
}
