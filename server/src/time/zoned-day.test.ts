import { describe, expect, it } from 'vitest';
import { dayInTimeZone } from './zoned-day.js';

describe('dayInTimeZone', () => {
  it('is already the next day in Brisbane on a UTC afternoon', () => {
    expect(dayInTimeZone(new Date('2025-07-01T14:30:00Z'), 'Australia/Brisbane')).toBe(
      '2025-07-02',
    );
    expect(dayInTimeZone(new Date('2025-07-01T13:59:59Z'), 'Australia/Brisbane')).toBe(
      '2025-07-01',
    );
  });

  it('follows daylight saving where the zone keeps it', () => {
    // Sydney is UTC+11 in January and UTC+10 in July.
    expect(dayInTimeZone(new Date('2025-01-15T13:30:00Z'), 'Australia/Sydney')).toBe('2025-01-16');
    expect(dayInTimeZone(new Date('2025-07-15T13:30:00Z'), 'Australia/Sydney')).toBe('2025-07-15');
  });
});
