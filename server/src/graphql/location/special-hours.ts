import {
  locationTimeZone,
  type Location,
  type LocationType,
  type SpecialHoursEntry,
} from '@forecourt/tenants/location.schema';
import { dayInTimeZone } from '../../time/zoned-day.js';

/**
 * A location's holiday hours still to come: from today on the location's own clock (a Perth
 * location's Christmas Day lasts until midnight in Perth), by date. With a department, its own
 * days and the days of every department; without, all of them.
 */
export function upcomingSpecialHours(
  location: Location,
  now: Date,
  department?: LocationType | null,
): SpecialHoursEntry[] {
  const today = dayInTimeZone(now, locationTimeZone(location));
  return location.specialHours
    .filter((entry) => entry.date >= today)
    .filter(
      (entry) =>
        department == null || entry.department === 'all' || entry.department === department,
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}
