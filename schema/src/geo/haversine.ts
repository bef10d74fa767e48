/** Mean Earth radius in km, the figure the delivery estimate is specified with. */
export const EARTH_RADIUS_KM = 6371;

/** A point on Earth in decimal degrees (south and west negative). */
export interface LatLong {
  lat: number;
  long: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in km between two points on a sphere of radius 6371 km. Ignores the
 * Earth's flattening (off by up to ~0.5%), which is well inside what a delivery band needs.
 */
export function haversineKm(from: LatLong, to: LatLong): number {
  const dLat = radians(to.lat - from.lat);
  const dLong = radians(to.long - from.long);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLong / 2) ** 2;
  // min() keeps rounding from pushing a past 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
