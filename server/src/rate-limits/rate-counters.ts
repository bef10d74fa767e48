import type { Site } from '@forecourt/tenants/site';
import { consume, CounterStore, type CounterStoreOptions } from './counter-store.js';

/**
 * Fixed-window counters of one kind of request (lead submissions, rego lookups) per site, scope
 * (a connection's own, the whole site's, …) and key. The limits built on them decide what a
 * used-up counter means: a refusal, or a stricter mode.
 */

/** So many requests in so many minutes. */
export interface RateWindow {
  allowed: number;
  windowMinutes: number;
}

/** What counting one more request found: within the window's allowance, or past it. */
export type CountResult = { within: true } | { within: false; retryAfterSeconds: number };

export interface RateCounterOptions extends CounterStoreOptions {
  /** Start of every counter key, so the limits share a Redis with other data. */
  keyPrefix?: string | undefined;
}

const SECONDS_PER_MINUTE = 60;

/** One counter per site, scope and window, made on first use. */
export class RateCounters {
  readonly #store: CounterStore;
  readonly #keyPrefix: string;

  constructor(defaultKeyPrefix: string, options: RateCounterOptions) {
    this.#store = new CounterStore(options);
    this.#keyPrefix = options.keyPrefix ?? defaultKeyPrefix;
  }

  /** Counts one request of `key` (an address, or one key for the whole site) in its window. */
  async count(site: Site, scope: string, window: RateWindow, key: string): Promise<CountResult> {
    const retryAfterSeconds = await consume(this.#counter(site, scope, window), key);
    return retryAfterSeconds === null ? { within: true } : { within: false, retryAfterSeconds };
  }

  /** Takes back one request `count` counted of `key`: it turned out not to be one that counts. */
  async uncount(site: Site, scope: string, window: RateWindow, key: string): Promise<void> {
    await this.#counter(site, scope, window).reward(key, 1);
  }

  #counter(site: Site, scope: string, window: RateWindow) {
    // The window is part of the key, so changed settings start fresh counters.
    const keyPrefix = [
      this.#keyPrefix,
      site.config.slug,
      scope,
      `${window.allowed}-per-${window.windowMinutes}m`,
    ].join(':');
    return this.#store.counter(
      keyPrefix,
      window.allowed,
      window.windowMinutes * SECONDS_PER_MINUTE,
    );
  }

  close(): Promise<void> {
    return this.#store.close();
  }
}
