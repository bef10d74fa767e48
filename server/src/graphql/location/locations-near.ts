import { haversineKm, type LatLong } from '@forecourt/schema/geo/haversine';
import type { Location } from '@forecourt/tenants/location.schema';

/** A location and its distance from a point. */
export interface LocationNear {
  location: Location;
  /** Great-circle km, to one decimal. */
  distanceKm: number;
}

/** Locations by distance from a postcode. */
export interface LocationsNear {
  postcode: string;
  items: LocationNear[];
}

/**
 * The locations nearest first from `from`. The sort is stable, so locations at the same distance
 * (one yard with a sales and a service location) keep the order they came in: primary first.
 */
export function locationsByDistance(locations: readonly Location[], from: LatLong): LocationNear[] {
  return locations
    .map((location) => {
      const km = haversineKm(from, { lat: location.address.lat, long: location.address.long });
      return { location, exactKm: km, distanceKm: Math.round(km * 10) / 10 };
    })
    .sort((a, b) => a.exactKm - b.exactKm)
    .map(({ location, distanceKm }) => ({ location, distanceKm }));
}
