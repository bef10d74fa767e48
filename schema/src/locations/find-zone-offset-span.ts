import type { ZoneOffsetSpan } from './zone-offset-spans.js';
import { offsetMinutesAt } from './zoned-clock.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How far the scan steps. A zone changes its offset at most a few times a year, months apart, so
 * within one step it changes at most once; the step's ends then show whether it did.
 */
const STEP_MS = 6 * HOUR_MS;

export interface SpanReach {
  /** How far before `at` to look (a browser's clock may run behind the server's). */
  back: number;
  /** How far after `at` to look (a page may be kept, or left open, for days). */
  ahead: number;
}

/** A day back, eight ahead: a page's clock holds past a kept page's life and a long weekend. */
export const PAGE_SPAN_REACH: SpanReach = { back: DAY_MS, ahead: 8 * DAY_MS };

/**
 * The span around `at` over which `timeZone` keeps the offset it has at `at`, within `reach`:
 * from the zone's last change (or as far back as looked) to its next one (or as far ahead). Read
 * with Intl, to the minute: every change in the zones' rules since 1970 falls on a whole minute.
 */
export function findZoneOffsetSpan(
  timeZone: string,
  at: Date,
  reach: SpanReach = PAGE_SPAN_REACH,
): ZoneOffsetSpan {
  const start = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
  const offsetMinutes = offsetMinutesAt(new Date(start), timeZone);
  const holds = (instant: number) => offsetMinutesAt(new Date(instant), timeZone) === offsetMinutes;
  return {
    timeZone,
    offsetMinutes,
    from: edge(start, -reach.back, holds),
    until: edge(start, reach.ahead, holds),
  };
}

/**
 * Scanning from `start` (where the offset holds) by up to `reach` (negative: back): going forward,
 * the first instant after the span; going back, the span's first instant.
 */
function edge(start: number, reach: number, holds: (instant: number) => boolean): number {
  const limit = start + reach;
  const forward = reach > 0;
  let inside = start;
  while (inside !== limit) {
    const next = forward ? Math.min(inside + STEP_MS, limit) : Math.max(inside - STEP_MS, limit);
    if (!holds(next)) return forward ? turn(inside, next, holds) : turn(next, inside, holds);
    inside = next;
  }
  return limit;
}

/**
 * The first whole minute after `before` where `holds` answers as it does at `after`, with the
 * two answering differently (a binary search: about nine readings across a step).
 */
function turn(before: number, after: number, holds: (instant: number) => boolean): number {
  const atAfter = holds(after);
  let low = before;
  let high = after;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (holds(middle) === atAfter) high = middle;
    else low = middle;
  }
  return high;
}
