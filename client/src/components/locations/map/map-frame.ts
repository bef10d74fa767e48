import type { MapPoint } from './map-point';

/** A longitude/latitude box: what a map shows. */
export interface MapFrame {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Mainland Australia and Tasmania: the frame of a map with no points. */
export const AUSTRALIA_FRAME: MapFrame = { west: 112.9, south: -43.7, east: 153.7, north: -10.6 };

/**
 * The least span, in degrees, a map shows: one point, or points a few streets apart, are shown
 * with their region around them (about 170 km either side) rather than at street level, where
 * an outline of the country says nothing.
 */
export const MIN_SPAN_DEGREES = 3;

/** The box around the points, widened to MIN_SPAN_DEGREES each way about its centre. */
export function frameOf(points: readonly Pick<MapPoint, 'latitude' | 'longitude'>[]): MapFrame {
  if (points.length === 0) return AUSTRALIA_FRAME;
  const longs = points.map((p) => p.longitude);
  const lats = points.map((p) => p.latitude);
  const widen = (min: number, max: number): [number, number] => {
    const half = Math.max(max - min, MIN_SPAN_DEGREES) / 2;
    const centre = (min + max) / 2;
    return [centre - half, centre + half];
  };
  const [west, east] = widen(Math.min(...longs), Math.max(...longs));
  const [south, north] = widen(Math.min(...lats), Math.max(...lats));
  return { west, south, east, north };
}
