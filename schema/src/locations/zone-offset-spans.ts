/**
 * Zones' offsets from UTC that a page was sent with, so the browser reads its site's clocks with
 * arithmetic instead of Intl. Why: the first Intl object a page makes costs Chromium its ICU
 * data, 40–120 ms of main thread measured on our machine (whichever kind of object it is), and
 * the home and search pages made theirs while hydrating, re-checking their promotions' dates:
 * one of their longest tasks. The server works the spans out with Intl (find-zone-offset-span.ts);
 * outside every span it was sent, a clock is read with Intl as before.
 */

/** A stretch of time over which a zone's clock is a fixed offset from UTC. */
export interface ZoneOffsetSpan {
  /** IANA zone, e.g. Australia/Sydney. */
  timeZone: string;
  /** Minutes the zone's clock is ahead of UTC (negative: behind). */
  offsetMinutes: number;
  /** The span's first instant, in milliseconds since the epoch. */
  from: number;
  /** The first instant after the span (the zone's next change, or as far as was looked). */
  until: number;
}

const known = new Map<string, ZoneOffsetSpan[]>();

/** Keeps the spans a page was sent, in place of any it was sent for the same zones before. */
export function learnZoneOffsets(spans: readonly ZoneOffsetSpan[]): void {
  for (const zone of new Set(spans.map((span) => span.timeZone))) {
    const ofZone = spans.filter((span) => span.timeZone === zone);
    known.set(zone, ofZone);
  }
}

/** The zone's offset at `instant` (ms since the epoch) when a span covers it. */
export function offsetKnownAt(timeZone: string, instant: number): number | undefined {
  return known.get(timeZone)?.find((span) => span.from <= instant && instant < span.until)
    ?.offsetMinutes;
}
