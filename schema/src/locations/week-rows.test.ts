import { describe, expect, it } from 'vitest';
import type { WeekdayHours } from './opening-hours.js';
import { weekRows } from './week-rows.js';

const open = (weekday: number, opensAt = '08:30', closesAt = '17:30'): WeekdayHours => ({
  weekday,
  open: true,
  opensAt,
  closesAt,
});
const closed = (weekday: number): WeekdayHours => ({
  weekday,
  open: false,
  opensAt: null,
  closesAt: null,
});

describe('weekRows', () => {
  it('groups Monday to Friday when all five share their hours, Saturday and Sunday apart', () => {
    const week = [
      closed(0),
      open(1),
      open(2),
      open(3),
      open(4),
      open(5),
      open(6, '09:00', '12:00'),
    ];
    expect(weekRows(week)).toEqual([
      { days: 'Mon–Fri', open: true, hours: '8:30 am – 5:30 pm' },
      { days: 'Saturday', open: true, hours: '9:00 am – 12:00 pm' },
      { days: 'Sunday', open: false, hours: 'Closed' },
    ]);
  });

  it('lists each day when one working day differs', () => {
    const week = [
      closed(0),
      open(1),
      open(2),
      open(3),
      open(4, '08:30', '20:00'),
      open(5),
      closed(6),
    ];
    const rows = weekRows(week);
    expect(rows.map((row) => row.days)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows[3]).toEqual({ days: 'Thursday', open: true, hours: '8:30 am – 8:00 pm' });
  });

  it('keeps Saturday apart even when it has the working days’ hours', () => {
    const week = [0, 1, 2, 3, 4, 5, 6].map((day) => open(day));
    expect(weekRows(week).map((row) => row.days)).toEqual(['Mon–Fri', 'Saturday', 'Sunday']);
  });

  it('counts a missing day as closed, and a closed day among open ones breaks the group', () => {
    const rows = weekRows([open(1), open(2), open(3), open(4)]);
    expect(rows).toHaveLength(7);
    expect(rows[4]).toEqual({ days: 'Friday', open: false, hours: 'Closed' });
    expect(weekRows([])[0]).toEqual({ days: 'Mon–Fri', open: false, hours: 'Closed' });
  });
});
