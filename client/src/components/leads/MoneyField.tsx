import {
  formatMoneyInput,
  MONEY_QUICK_PICKS,
  parseMoneyInput,
} from '@forecourt/schema/leads/amount-inputs';
import { useFormContext, useWatch } from 'react-hook-form';
import type { LeadFormFields } from './lead-form-values';
import { LeadFieldFrame } from './LeadFieldFrame';
import { useLeadField } from './useLeadField';

/**
 * A money input (spec 2 §5): dollars with a "$" and thousands separators, written so once the
 * shopper leaves the input ("25000" becomes "$25,000"), and quick-pick buttons that fill it in.
 * What is typed stays as typed when it is not an amount, so the error under it can say why.
 */
export function MoneyField({
  name,
  label,
  quickPicks = MONEY_QUICK_PICKS,
  required = false,
}: {
  name: string;
  label: string;
  /** Spec 2 §9: the default picks, or the site's alternative set (HIGH_MONEY_QUICK_PICKS). */
  quickPicks?: readonly number[];
  required?: boolean;
}) {
  const { register, setValue, getValues, formState } = useFormContext<LeadFormFields>();
  const { isSubmitted } = formState;
  const field = useLeadField(name);
  const typed = useWatch<LeadFormFields>({ name: field.path });
  const amount = typeof typed === 'string' ? parseMoneyInput(typed) : null;
  // Once the form was sent, a pick re-checks the field at once, clearing its error.
  const options = { shouldDirty: true, shouldValidate: isSubmitted };

  const writeAsMoney = () => {
    const value = getValues(field.path);
    const dollars = typeof value === 'string' ? parseMoneyInput(value) : null;
    // Cents are kept as typed: the shown format has whole dollars only.
    if (dollars !== null && Number.isInteger(dollars)) {
      setValue(field.path, formatMoneyInput(dollars), options);
    }
  };

  return (
    <LeadFieldFrame field={field} label={label} required={required}>
      <input
        {...field.controlAttributes(required)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="$"
        defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : undefined}
        {...register(field.path, { onBlur: writeAsMoney })}
      />
      <div className="lead-form__quick-picks" role="group" aria-label={`Quick picks: ${label}`}>
        {quickPicks.map((pick) => (
          <button
            key={pick}
            type="button"
            className="lead-form__quick-pick"
            aria-pressed={amount === pick}
            onClick={() => setValue(field.path, formatMoneyInput(pick), options)}
          >
            {formatMoneyInput(pick)}
          </button>
        ))}
      </div>
    </LeadFieldFrame>
  );
}
