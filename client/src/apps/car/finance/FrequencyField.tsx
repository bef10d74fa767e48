import type { RepaymentFrequency } from '@forecourt/schema/finance/repayment';

export interface FrequencyOption {
  readonly frequency: RepaymentFrequency;
  readonly label: string;
}

/** How often the shopper would repay: a native radio group (Weekly, Fortnightly, Monthly). */
export function FrequencyField({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: readonly FrequencyOption[];
  value: RepaymentFrequency;
  onChange: (frequency: RepaymentFrequency) => void;
}) {
  return (
    <fieldset className="finance-field finance-field--frequency">
      <legend className="finance-field__label">Repayment frequency</legend>
      <div className="finance-field__choices">
        {options.map((option) => (
          <label key={option.frequency} className="finance-field__choice">
            <input
              type="radio"
              name={name}
              value={option.frequency}
              checked={option.frequency === value}
              onChange={() => onChange(option.frequency)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
