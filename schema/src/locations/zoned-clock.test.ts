import { describe, expect, it } from 'vitest';
import { zonedClock } from './zoned-clock.js';

describe('zonedClock', () => {
  it('reads each moment in its zone, also for moments asked again in the same minute', () => {
    // 13:59:30 UTC on 31 December is 00:59 on 1 January in Sydney (daylight saving, +11).
    const beforeMidnightUtc = new Date('2025-12-31T13:59:30Z');
    expect(zonedClock(beforeMidnightUtc, 'Australia/Sydney')).toEqual({
      date: '2026-01-01',
      weekday: 4,
      minutes: 59,
    });
    expect(zonedClock(beforeMidnightUtc, 'Australia/Brisbane')).toEqual({
      date: '2025-12-31',
      weekday: 3,
      minutes: 23 * 60 + 59,
    });
    // The same minute again, then the next one: Brisbane's day turns over.
    expect(zonedClock(new Date('2025-12-31T13:59:59Z'), 'Australia/Brisbane').minutes).toBe(
      23 * 60 + 59,
    );
    expect(zonedClock(new Date('2025-12-31T14:00:00Z'), 'Australia/Brisbane')).toEqual({
      date: '2026-01-01',
      weekday: 4,
      minutes: 0,
    });
    expect(zonedClock(beforeMidnightUtc, 'Australia/Sydney').date).toBe('2026-01-01');
  });

  it('hands each caller a clock of its own', () => {
    const first = zonedClock(new Date('2025-06-01T00:00:00Z'), 'Australia/Perth');
    first.minutes = -1;
    expect(zonedClock(new Date('2025-06-01T00:00:10Z'), 'Australia/Perth').minutes).toBe(8 * 60);
  });
});
