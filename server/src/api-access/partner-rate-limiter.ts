import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { PartnerKey } from '../sources/records/partner-keys.port.js';

/**
 * Each partner key's two budgets per minute: requests, and the cost of the operations it runs.
 * Counters live in Redis when one is given, so every replica counts a key together; otherwise
 * in this process's memory.
 */

export type BudgetDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface PartnerRateLimiter {
  /** Counts one request of the key; refused once its requests per minute are used up. */
  takeRequest(key: PartnerKey): Promise<BudgetDecision>;
  /** Counts an operation's cost against the key's budget; refused once it would run over. */
  takeCost(key: PartnerKey, cost: number): Promise<BudgetDecision>;
  /** Lets go of the store (the Redis connection it opened). */
  close(): Promise<void>;
}

export interface PartnerRateLimiterOptions {
  /** Count in this Redis; without it, in memory. */
  redis?: Redis | undefined;
  /** Close `redis` on `close()` (it was opened for the limiter). */
  ownsRedis?: boolean | undefined;
  keyPrefix?: string | undefined;
}

const WINDOW_SECONDS = 60;
const MS_PER_SECOND = 1000;

type Budget = 'requests' | 'cost';

/** rate-limiter-flexible counters, one per budget kind and size, made on first use. */
export class FlexiblePartnerRateLimiter implements PartnerRateLimiter {
  readonly #limiters = new Map<string, RateLimiterAbstract>();
  readonly #redis: Redis | undefined;
  readonly #ownsRedis: boolean;
  readonly #keyPrefix: string;

  constructor(options: PartnerRateLimiterOptions = {}) {
    this.#redis = options.redis;
    this.#ownsRedis = options.ownsRedis === true;
    this.#keyPrefix = options.keyPrefix ?? 'partner-key';
  }

  takeRequest(key: PartnerKey): Promise<BudgetDecision> {
    return this.#take(key, 'requests', key.requestsPerMinute, 1);
  }

  takeCost(key: PartnerKey, cost: number): Promise<BudgetDecision> {
    return this.#take(key, 'cost', key.costPerMinute, cost);
  }

  async close(): Promise<void> {
    if (!this.#redis || !this.#ownsRedis) return;
    if (this.#redis.status === 'ready') await this.#redis.quit();
    else this.#redis.disconnect();
  }

  async #take(key: PartnerKey, budget: Budget, perMinute: number, points: number) {
    try {
      await this.#limiter(budget, perMinute).consume(key.id, points);
      return { allowed: true } as const;
    } catch (rejection) {
      // The library rejects with its result when the budget is used up, with an Error otherwise.
      if (rejection instanceof RateLimiterRes) {
        const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / MS_PER_SECOND));
        return { allowed: false, retryAfterSeconds } as const;
      }
      throw rejection;
    }
  }

  #limiter(budget: Budget, perMinute: number): RateLimiterAbstract {
    // The budget's size is part of the key, so a key issued again with another budget starts fresh.
    const keyPrefix = [this.#keyPrefix, budget, `${perMinute}-per-minute`].join(':');
    const existing = this.#limiters.get(keyPrefix);
    if (existing) return existing;
    const options = { keyPrefix, points: perMinute, duration: WINDOW_SECONDS };
    const limiter = this.#redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: this.#redis,
          // While Redis is away, count in memory rather than refuse every partner or none.
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    this.#limiters.set(keyPrefix, limiter);
    return limiter;
  }
}
