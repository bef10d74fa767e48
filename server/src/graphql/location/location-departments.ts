import {
  LOCATION_TYPES,
  type Location,
  type LocationType,
} from '@forecourt/tenants/location.schema';

type Week = Location['contact']['openingHours'];

/** The departments a location has hours for: its own type first, then sales, service, parts. */
export function locationDepartments(location: Location): LocationType[] {
  return [
    location.locationType,
    ...LOCATION_TYPES.filter(
      (type) => type !== location.locationType && location.departmentHours[type] !== undefined,
    ),
  ];
}

/**
 * A department's week, Sunday first: the location's own type keeps contact.openingHours; a
 * department it has no hours for has an empty week.
 */
export function departmentWeek(location: Location, department: LocationType): Week {
  const week =
    department === location.locationType
      ? location.contact.openingHours
      : (location.departmentHours[department] ?? []);
  return [...week].sort((a, b) => a.weekday - b.weekday);
}
