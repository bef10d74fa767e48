import type { LeadRateLimitSettings } from '@forecourt/tenants/settings/lead-form-settings.schema';
import type { Site } from '@forecourt/tenants/site';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Limits on lead submissions, against abuse: so many per connection (client address) and so many
 * per site in a window, from the site's `leadForms.rateLimit` settings. Counters live in Redis
 * when one is given, so every replica counts together; otherwise in this process's memory.
 */

/** Whose limit refused a submission: the connection's own, or the whole site's. */
export type LeadRateScope = 'connection' | 'site';

export type LeadRateDecision =
  { allowed: true } | { allowed: false; scope: LeadRateScope; retryAfterSeconds: number };

export interface LeadRateLimiter {
  /** Counts one submission of `clientAddress` to `site`; refused once a limit is used up. */
  take(site: Site, clientAddress: string): Promise<LeadRateDecision>;
  /** Lets go of the store (the Redis connection it opened). */
  close(): Promise<void>;
}

/** The site-wide counter's key: one counter for all of a site's submissions. */
const SITE_KEY = 'all';
const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;

export interface LeadRateLimiterOptions {
  /** Count in this Redis; without it, in memory. */
  redis?: Redis | undefined;
  /** Start of every counter key, so the limits share a Redis with other data. */
  keyPrefix?: string | undefined;
  /** Close `redis` on `close()` (it was opened for the limiter). */
  ownsRedis?: boolean | undefined;
}

export const DEFAULT_LEAD_RATE_KEY_PREFIX = 'forecourt:lead-rate';

/** rate-limiter-flexible counters, one per site and scope, made on first use. */
export class FlexibleLeadRateLimiter implements LeadRateLimiter {
  readonly #limiters = new Map<string, RateLimiterAbstract>();
  readonly #redis: Redis | undefined;
  readonly #keyPrefix: string;
  readonly #ownsRedis: boolean;

  constructor(options: LeadRateLimiterOptions = {}) {
    this.#redis = options.redis;
    this.#keyPrefix = options.keyPrefix ?? DEFAULT_LEAD_RATE_KEY_PREFIX;
    this.#ownsRedis = options.ownsRedis === true;
  }

  async take(site: Site, clientAddress: string): Promise<LeadRateDecision> {
    const limits = site.config.leadForms.rateLimit;
    // The connection's own limit first: one busy address must not use up the site's allowance.
    const connection = await this.#consume(
      this.#limiter(site, 'connection', limits.perConnection),
      clientAddress,
    );
    if (connection !== null) {
      return { allowed: false, scope: 'connection', retryAfterSeconds: connection };
    }
    const whole = await this.#consume(this.#limiter(site, 'site', limits.perSite), SITE_KEY);
    if (whole !== null) return { allowed: false, scope: 'site', retryAfterSeconds: whole };
    return { allowed: true };
  }

  async close(): Promise<void> {
    if (!this.#redis || !this.#ownsRedis) return;
    // QUIT needs a live connection; one still connecting (or retrying) is simply dropped.
    if (this.#redis.status === 'ready') await this.#redis.quit();
    else this.#redis.disconnect();
  }

  /** Seconds until the refused key may submit again, or null when this submission counted. */
  async #consume(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
    try {
      await limiter.consume(key);
      return null;
    } catch (rejection) {
      // The library rejects with its result when the limit is used up, with an Error otherwise.
      if (rejection instanceof RateLimiterRes) {
        return Math.max(1, Math.ceil(rejection.msBeforeNext / MS_PER_SECOND));
      }
      throw rejection;
    }
  }

  #limiter(
    site: Site,
    scope: LeadRateScope,
    window: LeadRateLimitSettings['perConnection'],
  ): RateLimiterAbstract {
    // The window is part of the key, so changed settings start fresh counters.
    const keyPrefix = [
      this.#keyPrefix,
      site.config.slug,
      scope,
      `${window.submissions}-per-${window.windowMinutes}m`,
    ].join(':');
    const existing = this.#limiters.get(keyPrefix);
    if (existing) return existing;
    const options = {
      keyPrefix,
      points: window.submissions,
      duration: window.windowMinutes * SECONDS_PER_MINUTE,
    };
    const limiter = this.#redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: this.#redis,
          // While Redis is away, count in memory rather than refuse every shopper or none.
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    this.#limiters.set(keyPrefix, limiter);
    return limiter;
  }
}
