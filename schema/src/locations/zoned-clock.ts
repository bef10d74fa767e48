import { offsetKnownAt } from './zone-offset-spans.js';

/** A moment as a location's own clock shows it. */
export interface ZonedClock {
  /** YYYY-MM-DD. */
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes after midnight. */
  minutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Intl does the zone's rules (daylight saving in NSW and Victoria, none in Queensland). */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

const MINUTE_MS = 60_000;

/**
 * Each zone's clock for the last minute asked: the clock shows nothing finer than minutes (every
 * zone's offset is whole minutes), and one page asks it for many promotions and opening hours at
 * the same moment, while formatToParts is one of the costlier calls a page makes.
 */
const lastClocks = new Map<string, { minute: number; clock: ZonedClock }>();

/**
 * The date, weekday and time of `instant` in an IANA zone (a RangeError for an unknown zone).
 * Within a span the page was sent (zone-offset-spans.ts) it is arithmetic on the zone's offset;
 * elsewhere Intl reads the zone's rules.
 */
export function zonedClock(instant: Date, timeZone: string): ZonedClock {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  const last = lastClocks.get(timeZone);
  if (last && last.minute === minute) return { ...last.clock };
  const offsetMinutes = offsetKnownAt(timeZone, instant.getTime());
  const clock =
    offsetMinutes === undefined
      ? readZonedClock(instant, timeZone)
      : clockAtOffset(instant, offsetMinutes);
  lastClocks.set(timeZone, { minute, clock });
  return { ...clock };
}

/** The clock `offsetMinutes` ahead of UTC at `instant`. */
function clockAtOffset(instant: Date, offsetMinutes: number): ZonedClock {
  const shifted = new Date(instant.getTime() + offsetMinutes * MINUTE_MS);
  return {
    date: isoDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate()),
    weekday: shifted.getUTCDay(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** Minutes the zone's clock is ahead of UTC at `instant` (whole minutes), read with Intl. */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  const { date, minutes } = readZonedClock(instant, timeZone);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / MINUTE_MS + minutes - minute;
}

/** The zone's clock at `instant`, read with Intl (the zone's own rules). */
export function readZonedClock(instant: Date, timeZone: string): ZonedClock {
  const parts = formatIn(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return {
    date: isoDate(year, month, day),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    minutes: (part('hour') % 24) * 60 + part('minute'),
  };
}

const isoDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The calendar day `days` after a YYYY-MM-DD day, with its weekday. */
export function dayAfter(date: string, days: number): { date: string; weekday: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return {
    date: isoDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()),
    weekday: next.getUTCDay(),
  };
}
