import { LARGE_VEHICLE_PROFILES } from './large-vehicle-profiles.js';
import { PASSENGER_CAR_PROFILES } from './passenger-car-profiles.js';
import type { Corner } from './rounded-path.js';
import type { Point } from './svg-markup.js';
import type { Silhouette } from './vehicle-silhouette.js';

/**
 * Side views of the wheeled silhouettes, in centimetres: x runs from the rear (0) to the front
 * (length), y is negative upwards from the ground (0). The drawing extrudes a side view across the
 * vehicle's width to show it from any angle (see vehicle-drawing.ts); motorcycles are drawn
 * separately (motorcycle-drawing.ts).
 */

export type Paint = 'body' | 'white' | 'dark' | 'trim' | 'glass';

export interface VehicleProfile {
  length: number;
  width: number;
  wheelRadius: number;
  /** x of each axle. */
  axles: readonly number[];
  /** Body bottom between the wheels. */
  sill: number;
  /** The outline's paint; 'body' is the car's colour. */
  paint: Paint;
  /** From the rear bottom corner, over the top, to the front bottom corner. */
  outline: readonly Corner[];
  /** Side glass. */
  windows: readonly (readonly Corner[])[];
  /** Shapes painted over the outline (a truck's box, a caravan's decal stripes, a ute's tub). */
  panels: readonly { paint: Paint; shape: readonly Corner[] }[];
  /** Door cuts and other panel lines. */
  lines: readonly (readonly Point[])[];
  /** Glass edges seen across the width from the front and from the rear: [bottom, top]. */
  windscreen: readonly [Point, Point] | null;
  rearScreen: readonly [Point, Point] | null;
  /** Lamp bands at the nose and the tail: top y and height. */
  headlamp: { y: number; height: number };
  taillamp: { y: number; height: number };
}

const PROFILES: Record<Exclude<Silhouette, 'motorcycle'>, VehicleProfile> = {
  ...PASSENGER_CAR_PROFILES,
  ...LARGE_VEHICLE_PROFILES,
};

export function vehicleProfile(silhouette: Exclude<Silhouette, 'motorcycle'>): VehicleProfile {
  return PROFILES[silhouette];
}
