import { formatKmInput, KM_SUFFIX, parseKmInput } from '@forecourt/schema/leads/amount-inputs';
import { useFormContext } from 'react-hook-form';
import type { LeadFormFields } from './lead-form-values';
import { LeadFieldFrame } from './LeadFieldFrame';
import { useLeadField } from './useLeadField';

/**
 * A kilometre input (spec 2 §5): a distance with thousands separators and " kms", written so once
 * the shopper leaves the input ("45000" becomes "45,000 kms"). What is not a distance stays as
 * typed, so the error under it can say why.
 */
export function KmField({
  name,
  label,
  required = false,
}: {
  name: string;
  label: string;
  required?: boolean;
}) {
  const { register, setValue, getValues, formState } = useFormContext<LeadFormFields>();
  // Once the form was sent, a rewritten value is re-checked at once.
  const { isSubmitted } = formState;
  const field = useLeadField(name);

  const writeAsKm = () => {
    const value = getValues(field.path);
    const km = typeof value === 'string' ? parseKmInput(value) : null;
    if (km !== null && Number.isInteger(km)) {
      setValue(field.path, formatKmInput(km), {
        shouldDirty: true,
        shouldValidate: isSubmitted,
      });
    }
  };

  return (
    <LeadFieldFrame field={field} label={label} required={required}>
      <input
        {...field.controlAttributes(required)}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={`0${KM_SUFFIX}`}
        defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : undefined}
        {...register(field.path, { onBlur: writeAsKm })}
      />
    </LeadFieldFrame>
  );
}
