import type { Drive, Powertrain } from './catalogue.types.js';

/** An electric drivetrain: one reduction gear, no engine, no fuel use. */
export function electric(drive: Drive, torqueNm: number): Powertrain {
  return ['Electric', null, null, null, 'Reduction Gear', 1, drive, null, torqueNm];
}
