import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * rate-limiter-flexible counters in Redis when one is given (every replica then counts
 * together), otherwise in this process's memory; each made on first use and kept by its key
 * prefix. The limits built on them (lead submissions, rego lookups, partner keys) choose the
 * prefixes and what a used-up counter means.
 */

export interface CounterStoreOptions {
  /** Count in this Redis; without it, in memory. */
  redis?: Redis | undefined;
  /** Close `redis` on `close()` (it was opened for the limiter). */
  ownsRedis?: boolean | undefined;
}

const MS_PER_SECOND = 1000;

export class CounterStore {
  readonly #counters = new Map<string, RateLimiterAbstract>();
  readonly #redis: Redis | undefined;
  readonly #ownsRedis: boolean;

  constructor(options: CounterStoreOptions = {}) {
    this.#redis = options.redis;
    this.#ownsRedis = options.ownsRedis === true;
  }

  /**
   * The counter under `keyPrefix` allowing `points` per `durationSeconds`. A counter is kept by
   * its prefix alone, so callers put the allowance into the prefix when it can change.
   */
  counter(keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
    const existing = this.#counters.get(keyPrefix);
    if (existing) return existing;
    const options = { keyPrefix, points, duration: durationSeconds };
    const counter = this.#redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: this.#redis,
          // While Redis is away, count in memory rather than refuse every caller or none.
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    this.#counters.set(keyPrefix, counter);
    return counter;
  }

  /** Lets go of the Redis connection when it was opened for this store. */
  async close(): Promise<void> {
    if (!this.#redis || !this.#ownsRedis) return;
    // QUIT needs a live connection; one still connecting (or retrying) is simply dropped.
    if (this.#redis.status === 'ready') await this.#redis.quit();
    else this.#redis.disconnect();
  }
}

/**
 * Counts `points` of `key` on `counter`: null while within its allowance, else the whole seconds
 * (at least one) until the window lets the key in again.
 */
export async function consume(
  counter: RateLimiterAbstract,
  key: string,
  points = 1,
): Promise<number | null> {
  try {
    await counter.consume(key, points);
    return null;
  } catch (rejection) {
    // The library rejects with its result when the allowance is used up, with an Error otherwise.
    if (rejection instanceof RateLimiterRes) {
      return Math.max(1, Math.ceil(rejection.msBeforeNext / MS_PER_SECOND));
    }
    throw rejection;
  }
}
