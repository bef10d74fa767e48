import { get, useFormState, type FieldPath } from 'react-hook-form';
import { fieldIds, useLeadFormContext } from './lead-form-context';
import type { LeadFormFields } from './lead-form-values';

/**
 * One field's ids, error and accessibility attributes: the input is described by its hint and,
 * when refused, by the error shown under it.
 */
export function useLeadField(name: string, { hasHint = false }: { hasHint?: boolean } = {}) {
  const { idPrefix, defaults } = useLeadFormContext();
  const path = name as FieldPath<LeadFormFields>;
  const { errors } = useFormState<LeadFormFields>({ name: path });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const error = message === undefined || message === '' ? null : message;
  const ids = fieldIds(idPrefix, name);
  const describedBy = [hasHint ? ids.hint : null, error === null ? null : ids.error]
    .filter((id) => id !== null)
    .join(' ');
  const invalid = error === null ? undefined : true;
  const describedByIds = describedBy === '' ? undefined : describedBy;
  return {
    path,
    ids,
    error,
    /** The starting value, for the server-rendered HTML (the form library fills inputs later). */
    defaultValue: get(defaults, name) as unknown,
    describedBy: describedByIds,
    invalid,
    /** The attributes every control of a field carries: its id and accessibility state. */
    controlAttributes: (required: boolean) => ({
      id: ids.input,
      'aria-required': required || undefined,
      'aria-invalid': invalid,
      'aria-describedby': describedByIds,
    }),
  };
}

export type LeadField = ReturnType<typeof useLeadField>;
