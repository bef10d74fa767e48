import { describe, expect, it } from 'vitest';
import { openNow } from './open-now.js';
import type { WeekdayHours } from './opening-hours.js';

const BRISBANE = 'Australia/Brisbane'; // UTC+10 all year
const SYDNEY = 'Australia/Sydney'; // UTC+11 in summer

const day = (weekday: number, opensAt: string | null, closesAt: string | null): WeekdayHours => ({
  weekday,
  open: opensAt !== null,
  opensAt,
  closesAt,
});
// Weekdays 8:30–17:30, Saturday 9–12, Sunday closed.
const week = [
  day(0, null, null),
  ...[1, 2, 3, 4, 5].map((weekday) => day(weekday, '08:30', '17:30')),
  day(6, '09:00', '12:00'),
];

// Wednesday 26 November 2025 in Brisbane.
const brisbane = (time: string, date = '2025-11-26') => new Date(`${date}T${time}:00+10:00`);

describe('openNow', () => {
  it('is open during the day’s hours and says when it closes', () => {
    expect(openNow({ week, specialHours: [], timeZone: BRISBANE, now: brisbane('10:00') })).toEqual(
      { open: true, text: 'Open now · closes 5:30 pm' },
    );
  });

  it('before opening says it opens today, after closing tomorrow', () => {
    expect(
      openNow({ week, specialHours: [], timeZone: BRISBANE, now: brisbane('07:59') }).text,
    ).toBe('Closed · opens 8:30 am today');
    expect(
      openNow({ week, specialHours: [], timeZone: BRISBANE, now: brisbane('17:30') }).text,
    ).toBe('Closed · opens 8:30 am tomorrow');
  });

  it('names the weekday when the next opening is further away', () => {
    // Saturday 29 November after noon: closed Sunday, open Monday.
    expect(
      openNow({ week, specialHours: [], timeZone: BRISBANE, now: brisbane('13:00', '2025-11-29') }),
    ).toEqual({ open: false, text: 'Closed · opens 8:30 am Monday' });
  });

  it('reads the clock in the location’s zone, daylight saving included', () => {
    // 22:00 UTC Tuesday is 9:00 Wednesday in Sydney (UTC+11) and 8:00 in Brisbane.
    const now = new Date('2025-11-25T22:00:00Z');
    expect(openNow({ week, specialHours: [], timeZone: SYDNEY, now }).open).toBe(true);
    expect(openNow({ week, specialHours: [], timeZone: BRISBANE, now }).open).toBe(false);
  });

  it('lets a special-hours entry for today override the week', () => {
    const closedToday = [{ date: '2025-11-26', open: false, opensAt: null, closesAt: null }];
    expect(
      openNow({ week, specialHours: closedToday, timeZone: BRISBANE, now: brisbane('10:00') }),
    ).toEqual({ open: false, text: 'Closed · opens 8:30 am tomorrow' });
    const shortDay = [{ date: '2025-11-26', open: true, opensAt: '10:00', closesAt: '14:00' }];
    expect(
      openNow({ week, specialHours: shortDay, timeZone: BRISBANE, now: brisbane('09:00') }).text,
    ).toBe('Closed · opens 10:00 am today');
    expect(
      openNow({ week, specialHours: shortDay, timeZone: BRISBANE, now: brisbane('13:00') }).text,
    ).toBe('Open now · closes 2:00 pm');
  });

  it('says only Closed when nothing opens within a week', () => {
    const shut = [0, 1, 2, 3, 4, 5, 6].map((weekday) => day(weekday, null, null));
    expect(
      openNow({ week: shut, specialHours: [], timeZone: BRISBANE, now: brisbane('10:00') }),
    ).toEqual({ open: false, text: 'Closed' });
  });
});
