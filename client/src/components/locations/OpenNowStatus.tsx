import { openNow } from '@forecourt/schema/locations/open-now';
import type { SpecialHoursEntry, WeekdayHours } from '@forecourt/schema/locations/opening-hours';
import { useSyncExternalStore } from 'react';
import { useHydrated } from '../../shell/useHydrated';

const MINUTE_MS = 60_000;

/** The clock, by the minute: the status changes at most once a minute. */
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);
function subscribeToMinutes(onChange: () => void) {
  const timer = setInterval(onChange, MINUTE_MS / 4);
  return () => clearInterval(timer);
}

/**
 * "Open now · closes 5:30 pm" or "Closed · opens 8:30 am Monday", on the location's clock. The
 * server's HTML says what was true when it rendered; the browser's clock may be a minute on, so
 * hydration keeps that text and the line is drawn anew once hydrated, then kept up to date.
 */
export function OpenNowStatus({
  week,
  specialHours,
  timeZone,
}: {
  week: readonly WeekdayHours[];
  specialHours: readonly SpecialHoursEntry[];
  timeZone: string;
}) {
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, currentMinute);
  const hydrated = useHydrated();
  let status;
  try {
    status = openNow({ week, specialHours, timeZone, now: new Date(minute * MINUTE_MS) });
  } catch {
    return null; // A zone this runtime does not know: say nothing rather than something wrong.
  }
  return (
    <p
      key={hydrated ? 'browser' : 'server'}
      className={`open-now ${status.open ? 'open-now--open' : 'open-now--closed'}`}
      suppressHydrationWarning
    >
      {status.text}
    </p>
  );
}
