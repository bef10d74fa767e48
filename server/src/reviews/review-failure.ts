import type { Site } from '@forecourt/tenants/site';
import { logger } from '../logger.js';

/** Why an outside review source gave no reviews, in words an operator can act on. */
export class ReviewSourceError extends Error {
  override name = 'ReviewSourceError';
}

/** A failing review source is logged and the location shows no reviews (never a 5xx). */
export function logReviewFailure(site: Site, placeId: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  logger.warn(
    { site: site.config.slug, placeId, source: 'googlePlaces', reason },
    `reviews unavailable for place ${placeId}: ${reason}`,
  );
}
