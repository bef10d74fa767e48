import { describe, expect, it } from 'vitest';
import { harbourSite, outbackSite } from '../stock/testing/fixture-sites.js';
import { siteZoneOffsets } from './site-zone-offsets.js';

describe('siteZoneOffsets', () => {
  it('gives each zone the site reads a clock in once: its own day and its locations’ states', () => {
    // Harbour Motors: Brisbane by default, locations in Queensland and New South Wales.
    const now = new Date('2026-10-03T09:30:00Z');
    const spans = siteZoneOffsets(harbourSite, now);
    expect(spans.map((span) => [span.timeZone, span.offsetMinutes])).toEqual([
      ['Australia/Brisbane', 600],
      ['Australia/Sydney', 600],
    ]);
    // Sydney's daylight saving starts at 16:00 UTC: its span ends there.
    expect(spans[1]!.until).toBe(Date.parse('2026-10-03T16:00:00Z'));
    for (const span of spans) {
      expect(span.from).toBeLessThanOrEqual(now.getTime());
      expect(span.until).toBeGreaterThan(now.getTime());
    }
    expect(siteZoneOffsets(outbackSite, now).map((span) => span.timeZone)).toEqual([
      'Australia/Brisbane',
      'Australia/Perth',
    ]);
  });

  it('works a zone’s span out again in a new hour', () => {
    const inHour = siteZoneOffsets(harbourSite, new Date('2026-10-03T15:59:00Z'))[1]!;
    const nextHour = siteZoneOffsets(harbourSite, new Date('2026-10-03T16:00:00Z'))[1]!;
    expect(inHour.offsetMinutes).toBe(600);
    expect(nextHour).toMatchObject({
      offsetMinutes: 660,
      from: Date.parse('2026-10-03T16:00:00Z'),
    });
  });
});
