import type { Site } from '@forecourt/tenants/site';
import { logger } from '../logger.js';
import type { GaugeCar } from './price-gauge.port.js';

/** Why a gauge source gave no reading, in words an operator can act on. */
export class GaugeSourceError extends Error {
  override name = 'GaugeSourceError';
}

/**
 * Spec 1 §8: a gauge failure is logged and the block is hidden. The log names the site and the
 * car so an operator can ask the service about that very vehicle.
 */
export function logGaugeFailure(
  site: Site,
  car: GaugeCar,
  source: 'autogauge' | 'estimator',
  error: unknown,
): void {
  const reason = error instanceof Error ? error.message : String(error);
  logger.warn(
    { site: site.config.slug, car: car.slug, source, reason },
    `price gauge unavailable for ${car.slug}: ${reason}`,
  );
}
