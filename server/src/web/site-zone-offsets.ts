import { findZoneOffsetSpan } from '@forecourt/schema/locations/find-zone-offset-span';
import type { ZoneOffsetSpan } from '@forecourt/schema/locations/zone-offset-spans';
import { locationTimeZone } from '@forecourt/tenants/location.schema';
import type { Site } from '@forecourt/tenants/site';

const HOUR_MS = 3_600_000;

/** Each zone's span, worked out for the hour it was asked in (a page asks for a few zones). */
const spanOfHour = new Map<string, { hour: number; span: ZoneOffsetSpan }>();

function spanOf(timeZone: string, now: Date): ZoneOffsetSpan {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const kept = spanOfHour.get(timeZone);
  if (kept?.hour === hour) return kept.span;
  const span = findZoneOffsetSpan(timeZone, new Date(hour * HOUR_MS));
  spanOfHour.set(timeZone, { hour, span });
  return span;
}

/**
 * The offsets of the zones a site's pages read clocks in: the site's own day (its promotions'
 * dates) and its locations' states (their opening hours). A page carries them so the browser
 * reads those clocks without Intl (schema's zone-offset-spans.ts says why).
 */
export function siteZoneOffsets(site: Site, now = new Date()): ZoneOffsetSpan[] {
  const zones = new Set([site.config.leadForms.timeZone, ...site.locations.map(locationTimeZone)]);
  return [...zones].map((timeZone) => spanOf(timeZone, now));
}
