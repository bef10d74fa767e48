import { useLeadFormContext } from './lead-form-context';
import { TextField } from './TextField';

/** The test drive's preferred date: today at the site or later (spec 1 §5: optional). */
export function TestDriveDateField() {
  const { today } = useLeadFormContext();
  return <TextField name="preferredDate" label="Preferred date" type="date" min={today} />;
}
