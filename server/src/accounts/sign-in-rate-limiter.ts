import { createHash } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import {
  RateCounters,
  type RateCounterOptions,
  type RateWindow,
} from '../rate-limits/rate-counters.js';
import { rateLimitStoreFromEnv } from '../rate-limits/rate-limit-store.js';

/**
 * Limits on e-mailing sign-in codes, from the site's `accounts.signInRateLimit`: so many per
 * address (nobody floods an inbox), per connection and per site in a window. Addresses are
 * counted by their hash, so the counters never hold one.
 */

export type SignInRateScope = 'address' | 'connection' | 'site';

export type SignInRateDecision =
  { allowed: true } | { allowed: false; scope: SignInRateScope; retryAfterSeconds: number };

export interface SignInRateLimiter {
  /** Counts one code for `email` (lower-cased) asked from `clientAddress`. */
  take(site: Site, email: string, clientAddress: string): Promise<SignInRateDecision>;
  close(): Promise<void>;
}

export const DEFAULT_SIGN_IN_RATE_KEY_PREFIX = 'forecourt:sign-in-rate';

const windowOf = ({
  codes,
  windowMinutes,
}: {
  codes: number;
  windowMinutes: number;
}): RateWindow => ({
  allowed: codes,
  windowMinutes,
});

export class FlexibleSignInRateLimiter implements SignInRateLimiter {
  readonly #counters: RateCounters;

  constructor(options: RateCounterOptions = {}) {
    this.#counters = new RateCounters(DEFAULT_SIGN_IN_RATE_KEY_PREFIX, options);
  }

  async take(site: Site, email: string, clientAddress: string): Promise<SignInRateDecision> {
    const limits = site.config.accounts.signInRateLimit;
    const addressKey = createHash('sha256').update(email).digest('hex');
    const steps: [SignInRateScope, RateWindow, string][] = [
      ['address', windowOf(limits.perAddress), addressKey],
      ['connection', windowOf(limits.perConnection), clientAddress],
      ['site', windowOf(limits.perSite), 'all'],
    ];
    for (const [scope, window, key] of steps) {
      const counted = await this.#counters.count(site, scope, window, key);
      if (!counted.within) {
        return { allowed: false, scope, retryAfterSeconds: counted.retryAfterSeconds };
      }
    }
    return { allowed: true };
  }

  close(): Promise<void> {
    return this.#counters.close();
  }
}

export interface SignInRateLimiterFromEnv {
  limiter: FlexibleSignInRateLimiter;
  store: 'redis' | 'memory';
  location: string;
}

/** Codes counted in Redis when REDIS_URL is set, else in this process's memory. */
export function createSignInRateLimiterFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): SignInRateLimiterFromEnv {
  const { redis, store, location } = rateLimitStoreFromEnv('sign-in rate limits', env);
  return { limiter: new FlexibleSignInRateLimiter({ redis, ownsRedis: true }), store, location };
}

export function signInRateMessage(
  decision: Exclude<SignInRateDecision, { allowed: true }>,
): string {
  const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
  const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  switch (decision.scope) {
    case 'address':
      return `We have sent this address several codes already. Use the newest one, or ask for another in ${wait}.`;
    case 'connection':
      return `Too many codes were asked for from your connection. Please try again in ${wait}.`;
    case 'site':
      return `We are sending a great many codes just now. Please try again in ${wait}.`;
  }
}
