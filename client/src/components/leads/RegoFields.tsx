import { REGO_STATES } from '@forecourt/schema/leads/lead-fields';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** Spec 2 §5: the rego of the shopper's own vehicle and its state, both optional. */
export function RegoFields() {
  return (
    <div className="lead-form__row">
      <TextField name="rego" label="Rego" autoComplete="off" />
      <SelectField
        name="regoState"
        label="Rego state"
        placeholder="State"
        choices={REGO_STATES.map((state) => ({ value: state, label: state }))}
      />
    </div>
  );
}
