import type { LeadOpeningHours } from './lead-form-options.js';

/**
 * The times a test drive can start on a day, derived from the location's opening hours (the
 * issue: "slots derived from the location's opening hours"). Browser and server derive the same
 * list, so the server takes exactly the times the form offered.
 */

/** Our slot length: a test drive with its paperwork fits in half an hour. */
export const TEST_DRIVE_SLOT_MINUTES = 30;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTES_PER_HOUR = 60;

/** The weekday of a YYYY-MM-DD date, 0 Sunday … 6 Saturday; null when it is no such date. */
export function weekdayOf(isoDate: string): number | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Read as a UTC calendar date, so no time zone can move it a day.
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.getUTCDay() : null;
}

/** "08:30" → 510; null when it is not a 24-hour HH:MM time. */
export function minutesOf(hhmm: string): number | null {
  const match = HH_MM.exec(hhmm);
  return match ? Number(match[1]) * MINUTES_PER_HOUR + Number(match[2]) : null;
}

function hhmmOf(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / MINUTES_PER_HOUR))}:${pad(minutes % MINUTES_PER_HOUR)}`;
}

/**
 * The start times (HH:MM) of the test drives that fit within the day's opening hours: from opening,
 * every slot, the last one ending by closing. None on a closed day, a day the hours do not list, or
 * a date that does not exist.
 */
export function testDriveSlots(
  openingHours: readonly LeadOpeningHours[],
  isoDate: string,
  slotMinutes = TEST_DRIVE_SLOT_MINUTES,
): string[] {
  const weekday = weekdayOf(isoDate);
  const day = openingHours.find((hours) => hours.weekday === weekday);
  if (day?.status !== 'Open' || day.open === undefined || day.close === undefined) return [];
  const open = minutesOf(day.open);
  const close = minutesOf(day.close);
  if (open === null || close === null) return [];
  const slots: string[] = [];
  for (let start = open; start + slotMinutes <= close; start += slotMinutes) {
    slots.push(hhmmOf(start));
  }
  return slots;
}
