import type { LeadFormOptions } from '@forecourt/schema/leads/lead-form-options';

/**
 * The location whose hours a test drive is booked in: the one chosen (or set for the vehicle),
 * or the site's only one, as the shared schema reads it.
 */
export function testDriveLocationId(options: LeadFormOptions, chosen: string): string | null {
  if (options.locations.some(({ id }) => id === chosen)) return chosen;
  return options.locations.length === 1 ? options.locations[0]!.id : null;
}

/** A slot as shoppers read it: "13:30" → "1:30 pm". */
export function formatSlotTime(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const period = hours < 12 ? 'am' : 'pm';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${period}`;
}
