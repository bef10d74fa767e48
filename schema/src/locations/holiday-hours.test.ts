import { describe, expect, it } from 'vitest';
import { holidayDate, holidayHoursGroups } from './holiday-hours.js';
import type { SpecialHoursEntry } from './opening-hours.js';

const entry = (
  date: string,
  department: string | null,
  hours: [string, string] | null,
  label: string | null = null,
): SpecialHoursEntry => ({
  date,
  department,
  open: hours !== null,
  opensAt: hours?.[0] ?? null,
  closesAt: hours?.[1] ?? null,
  label,
});

describe('holidayDate', () => {
  it('writes the calendar day out, whatever the machine’s zone', () => {
    expect(holidayDate('2025-07-04')).toBe('Friday 4 July 2025');
    expect(holidayDate('not a date')).toBe('not a date');
  });
});

describe('holidayHoursGroups', () => {
  it('groups by department, every department first, then the location’s own, by date', () => {
    const groups = holidayHoursGroups(
      [
        entry('2025-12-26', 'SERVICE', null),
        entry('2025-12-25', null, null, 'Christmas Day'),
        entry('2025-12-24', 'SERVICE', ['08:00', '12:00']),
        entry('2025-12-24', 'SALES', ['09:00', '13:30']),
      ],
      ['SALES', 'SERVICE'],
    );
    expect(groups.map((group) => group.heading)).toEqual(['All departments', 'Sales', 'Service']);
    expect(groups[0]!.lines).toEqual([
      { date: 'Thursday 25 December 2025', hours: 'Closed', label: 'Christmas Day' },
    ]);
    expect(groups[2]!.lines.map((line) => line.hours)).toEqual(['8:00 am – 12:00 pm', 'Closed']);
  });

  it('leaves out departments without entries and keeps ones not listed', () => {
    const groups = holidayHoursGroups(
      [entry('2025-12-24', 'PARTS', ['08:00', '12:00'])],
      ['SALES'],
    );
    expect(groups.map((group) => group.heading)).toEqual(['Parts']);
  });
});
