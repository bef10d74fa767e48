import type { Site } from '@forecourt/tenants/site';
import { RateCounters, type RateCounterOptions, type RateWindow } from './rate-counters.js';
import { SITE_KEY } from './site-rate-limiter.js';

/**
 * Limits on lead submissions, against abuse, from the site's `leadForms.rateLimit` settings.
 *
 * Each connection (client address) has its own allowance in a window; past it, refused with the
 * wait. The site's own allowance (`perSite`) is not a cap: past it the site is in a *surge* until
 * its window ends, in which each connection gets a much stricter allowance (`surge.perConnection`)
 * and the leads still taken are held for review (`surge.holdForReview`). A cap on the whole site
 * would be a switch anyone could flip: a few dozen addresses used it up and every shopper was
 * refused for the rest of the hour. Degrading instead is what the large form and checkout services
 * do under attack (tighter per-client checks, suspicious orders queued for a person): a shopper
 * still gets through, a flood needs ever more addresses, and nothing taken is lost.
 *
 * The resolver asks only once a submission is valid and new: a refused form or a retry of one
 * taken before never counts.
 */

export type LeadRateDecision =
  | {
      allowed: true;
      /** The site is in a surge: the lead is taken, held for review when the site says so. */
      surge: boolean;
    }
  | {
      allowed: false;
      /** Only ever a connection's own limit: the site as a whole never refuses. */
      scope: 'connection';
      retryAfterSeconds: number;
      /** Refused by the surge's stricter allowance rather than the usual one. */
      surge: boolean;
    };

export interface LeadRateLimiter {
  /** Counts one valid, new submission of `clientAddress` to `site`. */
  take(site: Site, clientAddress: string): Promise<LeadRateDecision>;
  /** Lets go of the store (the Redis connection it opened). */
  close(): Promise<void>;
}

export type LeadRateLimiterOptions = RateCounterOptions;

export const DEFAULT_LEAD_RATE_KEY_PREFIX = 'forecourt:lead-rate';

const windowOf = ({ submissions, windowMinutes }: { submissions: number; windowMinutes: number }) =>
  ({ allowed: submissions, windowMinutes }) satisfies RateWindow;

export class FlexibleLeadRateLimiter implements LeadRateLimiter {
  readonly #counters: RateCounters;

  constructor(options: LeadRateLimiterOptions = {}) {
    this.#counters = new RateCounters(DEFAULT_LEAD_RATE_KEY_PREFIX, options);
  }

  async take(site: Site, clientAddress: string): Promise<LeadRateDecision> {
    const { perConnection, perSite, surge } = site.config.leadForms.rateLimit;
    // The connection's own limit first: one busy address must not push the site into a surge.
    const own = await this.#counters.count(
      site,
      'connection',
      windowOf(perConnection),
      clientAddress,
    );
    if (!own.within) {
      return {
        allowed: false,
        scope: 'connection',
        retryAfterSeconds: own.retryAfterSeconds,
        surge: false,
      };
    }
    const whole = await this.#counters.count(site, 'site', windowOf(perSite), SITE_KEY);
    if (whole.within) return { allowed: true, surge: false };
    const surgeOwn = await this.#counters.count(
      site,
      'surge-connection',
      windowOf(surge.perConnection),
      clientAddress,
    );
    if (!surgeOwn.within) {
      return {
        allowed: false,
        scope: 'connection',
        retryAfterSeconds: surgeOwn.retryAfterSeconds,
        surge: true,
      };
    }
    return { allowed: true, surge: true };
  }

  close(): Promise<void> {
    return this.#counters.close();
  }
}
