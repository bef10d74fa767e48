import type { Site } from '@forecourt/tenants/site';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Counts one kind of request (lead submissions, rego lookups) against a site's limits: so many per
 * connection (client address) and so many per site in a window. Counters live in Redis when one
 * is given, so every replica counts together; otherwise in this process's memory.
 */

/** Whose limit refused a request: the connection's own, or the whole site's. */
export type RateScope = 'connection' | 'site';

export type RateDecision =
  { allowed: true } | { allowed: false; scope: RateScope; retryAfterSeconds: number };

/** So many requests in so many minutes. */
export interface RateWindow {
  allowed: number;
  windowMinutes: number;
}

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

export interface SiteRateLimiterOptions {
  /** Count in this Redis; without it, in memory. */
  redis?: Redis | undefined;
  /** Start of every counter key, so the limits share a Redis with other data. */
  keyPrefix?: string | undefined;
  /** Close `redis` on `close()` (it was opened for the limiter). */
  ownsRedis?: boolean | undefined;
}

/** The site-wide counter's key: one counter for all of a site's requests. */
const SITE_KEY = 'all';
const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;

/** rate-limiter-flexible counters, one per site and scope, made on first use. */
export class FlexibleSiteRateLimiter implements SiteRateLimiter {
  readonly #limiters = new Map<string, RateLimiterAbstract>();
  readonly #limitsOf: SiteRateLimitsOf;
  readonly #redis: Redis | undefined;
  readonly #keyPrefix: string;
  readonly #ownsRedis: boolean;

  constructor(limitsOf: SiteRateLimitsOf, keyPrefix: string, options: SiteRateLimiterOptions) {
    this.#limitsOf = limitsOf;
    this.#redis = options.redis;
    this.#keyPrefix = options.keyPrefix ?? keyPrefix;
    this.#ownsRedis = options.ownsRedis === true;
  }

  async take(site: Site, clientAddress: string): Promise<RateDecision> {
    const limits = this.#limitsOf(site);
    if (limits === null) return { allowed: true };
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

  /** Seconds until the refused key may ask again, or null when this request counted. */
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

  #limiter(site: Site, scope: RateScope, window: RateWindow): RateLimiterAbstract {
    // The window is part of the key, so changed settings start fresh counters.
    const keyPrefix = [
      this.#keyPrefix,
      site.config.slug,
      scope,
      `${window.allowed}-per-${window.windowMinutes}m`,
    ].join(':');
    const existing = this.#limiters.get(keyPrefix);
    if (existing) return existing;
    const options = {
      keyPrefix,
      points: window.allowed,
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
