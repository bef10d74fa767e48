import type { Site } from '@forecourt/tenants/site';
import {
  FlexibleSiteRateLimiter,
  type SiteRateLimiter,
  type SiteRateLimiterOptions,
  type SiteRateLimits,
} from './site-rate-limiter.js';

/**
 * Limits on rego lookups, each of which the dealer may pay the rego service for: so many per
 * connection and so many per site in a window, from the site's `tradeIn.regoLookup.rateLimit`.
 * A site without a rego service pays for nothing and counts nothing.
 */

export type RegoRateLimiter = SiteRateLimiter;

export const DEFAULT_REGO_RATE_KEY_PREFIX = 'forecourt:rego-rate';

function regoRateLimitsOf(site: Site): SiteRateLimits | null {
  const service = site.config.tradeIn.regoLookup;
  if (service === null) return null;
  const { perConnection, perSite } = service.rateLimit;
  return {
    perConnection: { allowed: perConnection.lookups, windowMinutes: perConnection.windowMinutes },
    perSite: { allowed: perSite.lookups, windowMinutes: perSite.windowMinutes },
  };
}

export class FlexibleRegoRateLimiter extends FlexibleSiteRateLimiter {
  constructor(options: SiteRateLimiterOptions = {}) {
    super(regoRateLimitsOf, DEFAULT_REGO_RATE_KEY_PREFIX, options);
  }
}
