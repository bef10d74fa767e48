import { describe, expect, it } from 'vitest';
import { brisbaneDayAndSeconds, nextSaleAt, salesThisMonth } from './sales-count.js';

/** A Brisbane wall-clock time as an instant: Brisbane is UTC+10 all year. */
const brisbane = (iso: string) => new Date(`${iso}+10:00`);

describe('salesThisMonth', () => {
  it('is 0 at the first second of a month in Brisbane', () => {
    expect(salesThisMonth(brisbane('2026-03-01T00:00:00'))).toBe(0);
  });

  it('adds one sale per 450 seconds of the day, rounded down', () => {
    expect(salesThisMonth(brisbane('2026-03-01T00:07:29'))).toBe(0);
    expect(salesThisMonth(brisbane('2026-03-01T00:07:30'))).toBe(1);
  });

  it('adds 192 for each whole day gone by, mid-day included', () => {
    // 15 March, 12:00: 14 days × 192 + 43,200 s ÷ 450.
    expect(salesThisMonth(brisbane('2026-03-15T12:00:00'))).toBe(14 * 192 + 96);
  });

  it('counts the last second of a 31-day month and starts again the next second', () => {
    // 86,399 s ÷ 450 = 191.99…, rounded down.
    expect(salesThisMonth(brisbane('2026-03-31T23:59:59'))).toBe(30 * 192 + 191);
    expect(salesThisMonth(brisbane('2026-04-01T00:00:00'))).toBe(0);
  });

  it('uses Brisbane’s day, not UTC’s: 20:00 UTC on the 31st is already the 1st there', () => {
    expect(salesThisMonth(new Date('2026-03-31T20:00:00Z'))).toBe(Math.floor(21_600 / 450));
  });

  it('has no daylight saving: a January (Sydney summer) instant is still UTC+10', () => {
    expect(brisbaneDayAndSeconds(new Date('2026-01-10T02:00:00Z'))).toEqual({
      day: 10,
      secondsOfDay: 12 * 3600,
    });
  });

  it('gives the same figure on a host whose own clock is elsewhere', () => {
    const hostZone = process.env.TZ;
    // Node re-reads TZ when it is assigned: the host's clock now says 14 March, 19:00.
    process.env.TZ = 'America/Los_Angeles';
    try {
      const instant = brisbane('2026-03-15T12:00:00');
      expect(instant.getDate()).toBe(14);
      expect(salesThisMonth(instant)).toBe(14 * 192 + 96);
    } finally {
      if (hostZone === undefined) delete process.env.TZ;
      else process.env.TZ = hostZone;
    }
  });

  it('takes the site’s own constants', () => {
    expect(
      salesThisMonth(brisbane('2026-03-03T01:00:00'), { salesPerDay: 10, secondsPerSale: 600 }),
    ).toBe(2 * 10 + 6);
  });
});

describe('nextSaleAt', () => {
  it('is the next whole sale of the day, from any instant within the second', () => {
    expect(nextSaleAt(new Date('2026-03-01T00:00:00.000+10:00'))).toEqual(
      brisbane('2026-03-01T00:07:30'),
    );
    expect(nextSaleAt(new Date('2026-03-01T00:07:29.999+10:00'))).toEqual(
      brisbane('2026-03-01T00:07:30'),
    );
    expect(nextSaleAt(brisbane('2026-03-01T00:07:30'))).toEqual(brisbane('2026-03-01T00:15:00'));
  });

  it('is the figure’s next change: one instant before it the figure is the old one', () => {
    const at = brisbane('2026-03-15T12:03:17');
    const next = nextSaleAt(at);
    expect(salesThisMonth(new Date(next.getTime() - 1))).toBe(salesThisMonth(at));
    expect(salesThisMonth(next)).toBe(salesThisMonth(at) + 1);
  });

  it('is Brisbane’s midnight when the day ends before the next sale', () => {
    const rule = { salesPerDay: 10, secondsPerSale: 50_000 };
    expect(nextSaleAt(brisbane('2026-03-31T20:00:00'), rule)).toEqual(
      brisbane('2026-04-01T00:00:00'),
    );
  });
});
