import { dateFormatOnFirstUse } from '../time/date-format.js';
import { hoursRange } from './clock-time.js';
import { departmentLabel } from './departments.js';
import type { SpecialHoursEntry } from './opening-hours.js';

/** One line of the holiday hours dialog. */
export interface HolidayHoursLine {
  /** "Friday 4 July 2025". */
  date: string;
  /** "8:30 am – 12:00 pm" or "Closed". */
  hours: string;
  label: string | null;
}

/** The holiday hours of one department (or of every department). */
export interface HolidayHoursGroup {
  department: string | null;
  heading: string;
  lines: HolidayHoursLine[];
}

// The date is a calendar day already in the location's zone: format it as UTC so no zone shifts it.
const holidayDateFormat = dateFormatOnFirstUse('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2025-07-04" → "Friday 4 July 2025"; anything else as it came. */
export function holidayDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(day.getTime()) ? date : holidayDateFormat().format(day).replace(',', '');
}

/**
 * The holiday dialog's groups: entries for every department first, then one group per department
 * in the order given (the location's own first); by date within a group; empty groups left out.
 */
export function holidayHoursGroups(
  entries: readonly SpecialHoursEntry[],
  departments: readonly string[],
): HolidayHoursGroup[] {
  const order = [null, ...departments, ...entries.map((entry) => entry.department ?? null)];
  const seen = new Set<string | null>();
  const groups: HolidayHoursGroup[] = [];
  for (const department of order) {
    if (seen.has(department)) continue;
    seen.add(department);
    const lines = entries
      .filter((entry) => (entry.department ?? null) === department)
      .toSorted((a, b) => a.date.localeCompare(b.date))
      .map((entry) => ({
        date: holidayDate(entry.date),
        hours: entry.open ? hoursRange(entry.opensAt, entry.closesAt) : 'Closed',
        label: entry.label ?? null,
      }));
    if (lines.length > 0) groups.push({ department, heading: departmentLabel(department), lines });
  }
  return groups;
}
