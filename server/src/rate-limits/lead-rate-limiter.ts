import type { Site } from '@forecourt/tenants/site';
import {
  FlexibleSiteRateLimiter,
  type RateDecision,
  type RateScope,
  type SiteRateLimiter,
  type SiteRateLimiterOptions,
  type SiteRateLimits,
} from './site-rate-limiter.js';

/**
 * Limits on lead submissions, against abuse: so many per connection (client address) and so many
 * per site in a window, from the site's `leadForms.rateLimit` settings.
 */

/** Whose limit refused a submission: the connection's own, or the whole site's. */
export type LeadRateScope = RateScope;

export type LeadRateDecision = RateDecision;

export type LeadRateLimiter = SiteRateLimiter;

export type LeadRateLimiterOptions = SiteRateLimiterOptions;

export const DEFAULT_LEAD_RATE_KEY_PREFIX = 'forecourt:lead-rate';

function leadRateLimitsOf(site: Site): SiteRateLimits {
  const { perConnection, perSite } = site.config.leadForms.rateLimit;
  return {
    perConnection: {
      allowed: perConnection.submissions,
      windowMinutes: perConnection.windowMinutes,
    },
    perSite: { allowed: perSite.submissions, windowMinutes: perSite.windowMinutes },
  };
}

export class FlexibleLeadRateLimiter extends FlexibleSiteRateLimiter {
  constructor(options: LeadRateLimiterOptions = {}) {
    super(leadRateLimitsOf, DEFAULT_LEAD_RATE_KEY_PREFIX, options);
  }
}
