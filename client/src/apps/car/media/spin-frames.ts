/** Spec 1 §9: one frame per this many pixels of horizontal drag. */
export const SENSITIVITY_PX = 20;

/** Spec 1 §9: the spin turns by one frame this often until the shopper takes over. */
export const AUTO_ROTATE_INTERVAL_MS = 100;

/** Spec 1 §9: the frames of a spin make one full turn. */
export const FULL_ROTATION_DEGREES = 360;

/** The frame `index` names, wrapped into 0…count−1 so the spin turns round and round. */
export function wrapFrame(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The angle, in whole degrees, that a frame shows. */
export function frameAngle(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((wrapFrame(index, count) * FULL_ROTATION_DEGREES) / count);
}

/** Frames a horizontal drag of `deltaX` pixels turns by: right is forward, left is back. */
export function framesForDrag(deltaX: number): number {
  return Math.trunc(deltaX / SENSITIVITY_PX);
}
