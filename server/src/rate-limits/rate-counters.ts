import type { Site } from '@forecourt/tenants/site';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Fixed-window counters of one kind of request (lead submissions, rego lookups) per site, scope
 * (a connection's own, the whole site's, …) and key, in Redis when one is given (every replica
 * then counts together), otherwise in this process's memory. The limits built on them decide
 * what a used-up counter means: a refusal, or a stricter mode.
 */

/** So many requests in so many minutes. */
export interface RateWindow {
  allowed: number;
  windowMinutes: number;
}

/** What counting one more request found: within the window's allowance, or past it. */
export type CountResult = { within: true } | { within: false; retryAfterSeconds: number };

export interface RateCounterOptions {
  /** Count in this Redis; without it, in memory. */
  redis?: Redis | undefined;
  /** Start of every counter key, so the limits share a Redis with other data. */
  keyPrefix?: string | undefined;
  /** Close `redis` on `close()` (it was opened for the limiter). */
  ownsRedis?: boolean | undefined;
}

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;

/** rate-limiter-flexible counters, one per site, scope and window, made on first use. */
export class RateCounters {
  readonly #limiters = new Map<string, RateLimiterAbstract>();
  readonly #redis: Redis | undefined;
  readonly #keyPrefix: string;
  readonly #ownsRedis: boolean;

  constructor(defaultKeyPrefix: string, options: RateCounterOptions) {
    this.#redis = options.redis;
    this.#keyPrefix = options.keyPrefix ?? defaultKeyPrefix;
    this.#ownsRedis = options.ownsRedis === true;
  }

  /** Counts one request of `key` (an address, or one key for the whole site) in its window. */
  async count(site: Site, scope: string, window: RateWindow, key: string): Promise<CountResult> {
    try {
      await this.#limiter(site, scope, window).consume(key);
      return { within: true };
    } catch (rejection) {
      // The library rejects with its result when the limit is used up, with an Error otherwise.
      if (rejection instanceof RateLimiterRes) {
        const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / MS_PER_SECOND));
        return { within: false, retryAfterSeconds };
      }
      throw rejection;
    }
  }

  async close(): Promise<void> {
    if (!this.#redis || !this.#ownsRedis) return;
    // QUIT needs a live connection; one still connecting (or retrying) is simply dropped.
    if (this.#redis.status === 'ready') await this.#redis.quit();
    else this.#redis.disconnect();
  }

  #limiter(site: Site, scope: string, window: RateWindow): RateLimiterAbstract {
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
