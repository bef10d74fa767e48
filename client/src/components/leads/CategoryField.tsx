import { useLeadFormContext } from './lead-form-context';
import { SelectField } from './SelectField';

/** Spec 2 §5: what a General Enquiry is about, from the site's list; a choice is required. */
export function CategoryField() {
  const { options } = useLeadFormContext();
  return (
    <SelectField
      name="category"
      label="Enquiry type"
      choices={options.categories.map((category) => ({ value: category, label: category }))}
      required
    />
  );
}
