import { describe, expect, it } from 'vitest';
import type { LeadOpeningHours } from './lead-form-options.js';
import { testDriveSlots, weekdayOf } from './test-drive-slots.js';

const hours: LeadOpeningHours[] = [
  { weekday: 0, status: 'Closed' },
  { weekday: 1, status: 'Open', open: '08:30', close: '10:30' },
  { weekday: 6, status: 'Open', open: '09:00', close: '10:15' },
];

describe('weekdayOf', () => {
  it('reads the weekday of a calendar date, whatever the time zone', () => {
    expect(weekdayOf('2025-07-06')).toBe(0);
    expect(weekdayOf('2025-07-07')).toBe(1);
    expect(weekdayOf('2024-02-29')).toBe(4);
  });

  it('knows no weekday for a date that does not exist', () => {
    expect(weekdayOf('2025-02-29')).toBeNull();
    expect(weekdayOf('2025-13-01')).toBeNull();
    expect(weekdayOf('07/07/2025')).toBeNull();
  });
});

describe('testDriveSlots', () => {
  it('offers every half hour from opening, the last one ending by closing', () => {
    expect(testDriveSlots(hours, '2025-07-07')).toEqual(['08:30', '09:00', '09:30', '10:00']);
  });

  it('leaves out a slot that would run past closing', () => {
    expect(testDriveSlots(hours, '2025-07-05')).toEqual(['09:00', '09:30']);
  });

  it('offers nothing on a closed day, a day the hours do not list, or no date', () => {
    expect(testDriveSlots(hours, '2025-07-06')).toEqual([]);
    expect(testDriveSlots(hours, '2025-07-08')).toEqual([]);
    expect(testDriveSlots(hours, '2025-02-30')).toEqual([]);
  });

  it('takes another slot length', () => {
    expect(testDriveSlots(hours, '2025-07-07', 60)).toEqual(['08:30', '09:30']);
  });
});
