import { describe, expect, it, vi } from 'vitest';
import { learnZoneOffsets } from './zone-offset-spans.js';
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

describe('zonedClock within a span a page was sent', () => {
  it('reads the clock without Intl inside the span, and with it outside', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const from = Date.parse('2026-05-01T00:00:00Z');
    const until = Date.parse('2026-05-02T00:00:00Z');
    // Kathmandu is 5 h 45 min ahead of UTC.
    learnZoneOffsets([{ timeZone: 'Asia/Kathmandu', offsetMinutes: 345, from, until }]);

    expect(zonedClock(new Date('2026-05-01T18:20:00Z'), 'Asia/Kathmandu')).toEqual({
      date: '2026-05-02',
      weekday: 6,
      minutes: 5,
    });
    expect(formatToParts).not.toHaveBeenCalled();

    expect(zonedClock(new Date('2026-05-02T00:00:00Z'), 'Asia/Kathmandu')).toEqual({
      date: '2026-05-02',
      weekday: 6,
      minutes: 5 * 60 + 45,
    });
    expect(formatToParts).toHaveBeenCalledOnce();
    formatToParts.mockRestore();
  });
});
