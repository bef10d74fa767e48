import type { Site } from '@forecourt/tenants/site';
import {
  FlexibleSiteRateLimiter,
  type SiteRateLimiter,
  type SiteRateLimiterOptions,
  type SiteRateLimits,
} from './site-rate-limiter.js';

/**
 * Limits on revealing masked phone numbers: so many per connection and so many per site in a
 * window, from the site's `contact.phoneRevealRateLimit`, so a script cannot harvest the numbers
 * a masked site keeps out of its pages. A site that shows its numbers whole counts nothing.
 */

export type PhoneRevealRateLimiter = SiteRateLimiter;

export const DEFAULT_PHONE_REVEAL_RATE_KEY_PREFIX = 'forecourt:phone-reveal-rate';

function phoneRevealRateLimitsOf(site: Site): SiteRateLimits | null {
  if (site.config.contact.phoneReveal !== 'masked') return null;
  const { perConnection, perSite } = site.config.contact.phoneRevealRateLimit;
  return {
    perConnection: { allowed: perConnection.reveals, windowMinutes: perConnection.windowMinutes },
    perSite: { allowed: perSite.reveals, windowMinutes: perSite.windowMinutes },
  };
}

export class FlexiblePhoneRevealRateLimiter extends FlexibleSiteRateLimiter {
  constructor(options: SiteRateLimiterOptions = {}) {
    super(phoneRevealRateLimitsOf, DEFAULT_PHONE_REVEAL_RATE_KEY_PREFIX, options);
  }
}
