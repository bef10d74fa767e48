import { describe, expect, it } from 'vitest';
import { findZoneOffsetSpan, PAGE_SPAN_REACH } from './find-zone-offset-span.js';
import { learnZoneOffsets } from './zone-offset-spans.js';
import { readZonedClock, zonedClock } from './zoned-clock.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const ms = (iso: string) => new Date(iso).getTime();

describe('findZoneOffsetSpan', () => {
  it('ends a span at the zone’s next change, to the minute', () => {
    // Daylight saving starts in Sydney at 02:00 on 4 October 2026, 16:00 UTC the day before.
    const at = new Date('2026-10-03T09:17:42Z');
    expect(findZoneOffsetSpan('Australia/Sydney', at)).toEqual({
      timeZone: 'Australia/Sydney',
      offsetMinutes: 600,
      from: ms('2026-10-03T09:17:00Z') - PAGE_SPAN_REACH.back,
      until: ms('2026-10-03T16:00:00Z'),
    });
    // Lord Howe Island moves by half an hour, at 02:00 its time (+10:30).
    expect(findZoneOffsetSpan('Australia/Lord_Howe', at)).toMatchObject({
      offsetMinutes: 630,
      until: ms('2026-10-03T15:30:00Z'),
    });
  });

  it('starts a span at the zone’s last change, and runs it as far ahead as asked', () => {
    // Daylight saving ends in Adelaide at 03:00 on 5 April 2026 (+10:30), 16:30 UTC the day before.
    const at = new Date('2026-04-05T01:00:00Z');
    expect(findZoneOffsetSpan('Australia/Adelaide', at)).toEqual({
      timeZone: 'Australia/Adelaide',
      offsetMinutes: 570,
      from: ms('2026-04-04T16:30:00Z'),
      until: at.getTime() + PAGE_SPAN_REACH.ahead,
    });
  });

  it('spans all it looks at for a zone without changes', () => {
    const at = new Date('2026-07-01T00:00:00Z');
    expect(findZoneOffsetSpan('Australia/Eucla', at, { back: DAY_MS, ahead: 2 * DAY_MS })).toEqual({
      timeZone: 'Australia/Eucla',
      offsetMinutes: 525,
      from: at.getTime() - DAY_MS,
      until: at.getTime() + 2 * DAY_MS,
    });
  });

  it('gives spans whose clocks read as Intl reads the zone, up to each change and after it', () => {
    const zones = [
      'Australia/Sydney',
      'Australia/Lord_Howe',
      'Australia/Hobart',
      'America/New_York',
    ];
    // Around each of 2026's changes in those zones, and a plain week.
    const moments = ['2026-03-07T12:00:00Z', '2026-04-03T12:00:00Z', '2026-06-10T12:00:00Z'];
    moments.push('2026-10-02T12:00:00Z', '2026-10-30T12:00:00Z');
    let compared = 0;
    for (const timeZone of zones) {
      for (const moment of moments) {
        const span = findZoneOffsetSpan(timeZone, new Date(moment));
        learnZoneOffsets([span]);
        const edges = [span.from, span.until - MINUTE_MS, span.until, span.until + MINUTE_MS];
        const instants = [...edges];
        for (let t = span.from; t < span.until; t += 97 * MINUTE_MS) instants.push(t + 13_000);
        for (const instant of instants) {
          expect(zonedClock(new Date(instant), timeZone)).toEqual(
            readZonedClock(new Date(instant), timeZone),
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1500);
  });
});
