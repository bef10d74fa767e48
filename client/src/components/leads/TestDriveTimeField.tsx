import { testDriveSlots } from '@forecourt/schema/leads/test-drive-slots';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLeadFormContext } from './lead-form-context';
import type { LeadFormFields } from './lead-form-values';
import { SelectField } from './SelectField';
import { formatSlotTime, testDriveLocationId } from './test-drive-time';
import { TextField } from './TextField';

/**
 * The test drive's preferred time: the slots of the chosen day within the location's opening
 * hours (test-drive-slots.ts, which the server checks with too); any time where the location
 * lists no hours. A time no longer offered after the date or location changes is cleared.
 */
export function TestDriveTimeField() {
  const { options } = useLeadFormContext();
  const { setValue, getValues } = useFormContext<LeadFormFields>();
  const [date, chosenLocation] = useWatch<LeadFormFields, ['preferredDate', 'locationId']>({
    name: ['preferredDate', 'locationId'],
  });
  const locationId = testDriveLocationId(options, chosenLocation);
  const hours = options.locations.find(({ id }) => id === locationId)?.openingHours ?? [];
  const bySlots = hours.length > 0;
  const slots = bySlots && date ? testDriveSlots(hours, date) : [];
  const slotList = slots.join(' ');

  useEffect(() => {
    const time = getValues('preferredTime');
    if (bySlots && time && !slotList.split(' ').includes(time)) {
      setValue('preferredTime', '');
    }
  }, [bySlots, slotList, getValues, setValue]);

  if (!bySlots) {
    return <TextField name="preferredTime" label="Preferred time" type="time" />;
  }
  const placeholder = !date
    ? 'Choose a date first'
    : slots.length === 0
      ? 'Closed that day: choose another date'
      : 'Any time';
  return (
    <SelectField
      name="preferredTime"
      label="Preferred time"
      placeholder={placeholder}
      choices={slots.map((slot) => ({ value: slot, label: formatSlotTime(slot) }))}
      disabled={slots.length === 0}
    />
  );
}
