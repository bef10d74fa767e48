import { describe, expect, it } from 'vitest';
import { hoursRange, minutesOfDay, twelveHourTime } from './clock-time.js';

describe('twelveHourTime', () => {
  it('writes 24-hour times the 12-hour way', () => {
    expect(twelveHourTime('08:30')).toBe('8:30 am');
    expect(twelveHourTime('17:30')).toBe('5:30 pm');
    expect(twelveHourTime('12:00')).toBe('12:00 pm');
    expect(twelveHourTime('12:45')).toBe('12:45 pm');
    expect(twelveHourTime('00:15')).toBe('12:15 am');
    expect(twelveHourTime('24:00')).toBe('12:00 am');
  });

  it('leaves what is not a time as it came', () => {
    expect(twelveHourTime('8.30')).toBe('8.30');
    expect(twelveHourTime('25:00')).toBe('25:00');
    expect(minutesOfDay('24:30')).toBeNull();
  });

  it('joins a range', () => {
    expect(hoursRange('08:30', '17:00')).toBe('8:30 am – 5:00 pm');
    expect(hoursRange(null, null)).toBe('Open');
  });
});
