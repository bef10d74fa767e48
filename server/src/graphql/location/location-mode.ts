import type { Location, LocationType } from '@forecourt/tenants/location.schema';
import { visibleLocationsPrimaryFirst } from './visible-locations.js';

/** Spec 2 §2: the location block's modes. */
export const LOCATION_MODES = [
  'primary',
  'sales',
  'service',
  'parts',
  'serviceAndParts',
  'all',
] as const;
export type LocationMode = (typeof LOCATION_MODES)[number];

export interface LocationChoice {
  mode: LocationMode;
  /** One location by its id (then the mode is ignored). */
  id?: string | null;
  /** Only locations with hours for this department, or of that type. */
  department?: LocationType | null;
  /** Only locations selling or servicing this make (case-insensitive). */
  make?: string | null;
}

/** Whether a location has hours for the department or is of that type. */
export function servesDepartment(location: Location, department: LocationType): boolean {
  return location.locationType === department || location.departmentHours[department] !== undefined;
}

function inMode(location: Location, mode: LocationMode): boolean {
  switch (mode) {
    case 'sales':
    case 'service':
    case 'parts':
      return location.locationType === mode;
    case 'serviceAndParts':
      return location.locationType === 'service' || location.locationType === 'parts';
    default:
      return true;
  }
}

/**
 * The visible locations a block shows, primary first: PRIMARY is the primary location (else the
 * first); SALES, SERVICE and PARTS those of that type (no type means sales, which the settings
 * make the default); SERVICE_AND_PARTS service or parts; ALL every one. `make` and `department`
 * then narrow the list; `id` picks one location whatever the mode.
 */
export function locationsForChoice(
  locations: readonly Location[],
  { mode, id, department, make }: LocationChoice,
): Location[] {
  const visible = visibleLocationsPrimaryFirst(locations);
  if (id != null) return visible.filter((location) => location.id === id);
  const wantedMake = make?.trim().toLowerCase();
  const narrowed = visible.filter(
    (location) =>
      (mode === 'primary' || inMode(location, mode)) &&
      (department == null || servesDepartment(location, department)) &&
      (!wantedMake || location.manufacturers.some((maker) => maker.toLowerCase() === wantedMake)),
  );
  return mode === 'primary' ? narrowed.slice(0, 1) : narrowed;
}
