import { useLeadFormContext } from './lead-form-context';
import { SelectField } from './SelectField';

/**
 * Spec 2 §5: the preferred dealership, where the site shows the select and has several
 * dealerships (then required); with one, the lead goes to it without asking.
 */
export function DealershipField() {
  const { options } = useLeadFormContext();
  if (!options.showPreferredDealership || options.dealerships.length < 2) return null;
  return (
    <SelectField
      name="preferredDealership"
      label="Preferred dealership"
      choices={options.dealerships.map((dealership) => ({
        value: dealership.slug,
        label: dealership.name,
      }))}
      required
    />
  );
}
