import { useLeadFormContext } from './lead-form-context';
import { SelectField } from './SelectField';

/** Spec 2 §5: the website location select, required where the site's form shows it. */
export function LocationField() {
  const { options } = useLeadFormContext();
  if (!options.showLocationSelect || options.locations.length === 0) return null;
  return (
    <SelectField
      name="locationId"
      label="Location"
      choices={options.locations.map((location) => ({ value: location.id, label: location.name }))}
      required
    />
  );
}
