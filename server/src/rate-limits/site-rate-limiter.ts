import type { Site } from '@forecourt/tenants/site';
import { RateCounters, type RateCounterOptions, type RateWindow } from './rate-counters.js';

export type { RateWindow } from './rate-counters.js';

/**
 * A hard cap on one kind of request a site pays for (rego lookups): so many per connection
 * (client address) and so many per site in a window; past either, refused until the window ends.
 * Lead submissions are never capped site-wide (lead-rate-limiter.ts degrades instead).
 */

/** Whose limit refused a request: the connection's own, or the whole site's. */
export type RateScope = 'connection' | 'site';

export type RateDecision =
  { allowed: true } | { allowed: false; scope: RateScope; retryAfterSeconds: number };

export interface SiteRateLimits {
  perConnection: RateWindow;
  perSite: RateWindow;
}

/** A site's limits from its settings; null: the site counts no such requests. */
export type SiteRateLimitsOf = (site: Site) => SiteRateLimits | null;

export interface SiteRateLimiter {
  /** Counts one request of `clientAddress` to `site`; refused once a limit is used up. */
  take(site: Site, clientAddress: string): Promise<RateDecision>;
  /** Lets go of the store (the Redis connection it opened). */
  close(): Promise<void>;
}

export type SiteRateLimiterOptions = RateCounterOptions;

/** The site-wide counter's key: one counter for all of a site's requests. */
export const SITE_KEY = 'all';

export class FlexibleSiteRateLimiter implements SiteRateLimiter {
  readonly #limitsOf: SiteRateLimitsOf;
  readonly #counters: RateCounters;

  constructor(limitsOf: SiteRateLimitsOf, keyPrefix: string, options: SiteRateLimiterOptions) {
    this.#limitsOf = limitsOf;
    this.#counters = new RateCounters(keyPrefix, options);
  }

  async take(site: Site, clientAddress: string): Promise<RateDecision> {
    const limits = this.#limitsOf(site);
    if (limits === null) return { allowed: true };
    // The connection's own limit first: one busy address must not use up the site's allowance.
    const connection = await this.#counters.count(
      site,
      'connection',
      limits.perConnection,
      clientAddress,
    );
    if (!connection.within) {
      return {
        allowed: false,
        scope: 'connection',
        retryAfterSeconds: connection.retryAfterSeconds,
      };
    }
    const whole = await this.#counters.count(site, 'site', limits.perSite, SITE_KEY);
    if (!whole.within) {
      return { allowed: false, scope: 'site', retryAfterSeconds: whole.retryAfterSeconds };
    }
    return { allowed: true };
  }

  close(): Promise<void> {
    return this.#counters.close();
  }
}
