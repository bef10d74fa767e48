import { consume, CounterStore, type CounterStoreOptions } from '../rate-limits/counter-store.js';
import type { PartnerKey } from './partner-keys.port.js';

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

export interface PartnerRateLimiterOptions extends CounterStoreOptions {
  keyPrefix?: string | undefined;
}

const WINDOW_SECONDS = 60;

type Budget = 'requests' | 'cost';

/** One counter per budget kind and size, made on first use. */
export class FlexiblePartnerRateLimiter implements PartnerRateLimiter {
  readonly #store: CounterStore;
  readonly #keyPrefix: string;

  constructor(options: PartnerRateLimiterOptions = {}) {
    this.#store = new CounterStore(options);
    this.#keyPrefix = options.keyPrefix ?? 'partner-key';
  }

  takeRequest(key: PartnerKey): Promise<BudgetDecision> {
    return this.#take(key, 'requests', key.requestsPerMinute, 1);
  }

  takeCost(key: PartnerKey, cost: number): Promise<BudgetDecision> {
    return this.#take(key, 'cost', key.costPerMinute, cost);
  }

  close(): Promise<void> {
    return this.#store.close();
  }

  async #take(
    key: PartnerKey,
    budget: Budget,
    perMinute: number,
    points: number,
  ): Promise<BudgetDecision> {
    // The budget's size is part of the key, so a key issued again with another budget starts fresh.
    const keyPrefix = [this.#keyPrefix, budget, `${perMinute}-per-minute`].join(':');
    const counter = this.#store.counter(keyPrefix, perMinute, WINDOW_SECONDS);
    const retryAfterSeconds = await consume(counter, key.id, points);
    return retryAfterSeconds === null ? { allowed: true } : { allowed: false, retryAfterSeconds };
  }
}
