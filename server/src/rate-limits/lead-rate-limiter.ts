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
 * Only leads taken count. The resolver asks only once a submission is valid and new, so a refused
 * form or a retry of one taken before never counts; a submission this limit refuses is not
 * counted either (`take` gives its counts back), and one refused after it was counted (its form
 * token was used by a twin sent at the same moment) is given back by the resolver (`giveBack`).
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
  /** Counts one valid, new submission of `clientAddress` to `site`; a refused one is not kept. */
  take(site: Site, clientAddress: string): Promise<LeadRateDecision>;
  /** Takes back what `take` counted for a submission that was then not taken after all. */
  giveBack(
    site: Site,
    clientAddress: string,
    decision: Extract<LeadRateDecision, { allowed: true }>,
  ): Promise<void>;
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
    const own = windowOf(perConnection);
    const whole = windowOf(perSite);
    const surgeOwn = windowOf(surge.perConnection);
    // The connection's own limit first: one busy address must not push the site into a surge.
    const ownCount = await this.#counters.count(site, 'connection', own, clientAddress);
    if (!ownCount.within) {
      // Refused: the attempt is no submission, and must not keep the connection out longer.
      await this.#counters.uncount(site, 'connection', own, clientAddress);
      return {
        allowed: false,
        scope: 'connection',
        retryAfterSeconds: ownCount.retryAfterSeconds,
        surge: false,
      };
    }
    const wholeCount = await this.#counters.count(site, 'site', whole, SITE_KEY);
    if (wholeCount.within) return { allowed: true, surge: false };
    const surgeCount = await this.#counters.count(
      site,
      'surge-connection',
      surgeOwn,
      clientAddress,
    );
    if (!surgeCount.within) {
      // Nor does a refusal in a surge count: not for the connection, nor toward the surge.
      await this.#uncountAll(site, clientAddress, true);
      return {
        allowed: false,
        scope: 'connection',
        retryAfterSeconds: surgeCount.retryAfterSeconds,
        surge: true,
      };
    }
    return { allowed: true, surge: true };
  }

  giveBack(
    site: Site,
    clientAddress: string,
    decision: Extract<LeadRateDecision, { allowed: true }>,
  ): Promise<void> {
    return this.#uncountAll(site, clientAddress, decision.surge);
  }

  /** Takes back one count of every counter a submission went through (the surge's when in one). */
  async #uncountAll(site: Site, clientAddress: string, inSurge: boolean): Promise<void> {
    const { perConnection, perSite, surge } = site.config.leadForms.rateLimit;
    await this.#counters.uncount(site, 'connection', windowOf(perConnection), clientAddress);
    await this.#counters.uncount(site, 'site', windowOf(perSite), SITE_KEY);
    if (inSurge) {
      await this.#counters.uncount(
        site,
        'surge-connection',
        windowOf(surge.perConnection),
        clientAddress,
      );
    }
  }

  close(): Promise<void> {
    return this.#counters.close();
  }
}
