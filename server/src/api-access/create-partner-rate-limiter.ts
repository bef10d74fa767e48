import { rateLimitStoreFromEnv } from '../rate-limits/rate-limit-store.js';
import { FlexiblePartnerRateLimiter } from './partner-rate-limiter.js';

export interface PartnerRateLimiterFromEnv {
  limiter: FlexiblePartnerRateLimiter;
  store: 'redis' | 'memory';
  /** Where the counters live, for the start-up log (never the URL: it may hold a password). */
  location: string;
}

/** Partner keys' budgets counted in Redis when REDIS_URL is set, else in this process's memory. */
export function createPartnerRateLimiterFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): PartnerRateLimiterFromEnv {
  const { redis, store, location } = rateLimitStoreFromEnv('partner key budgets', env);
  return { limiter: new FlexiblePartnerRateLimiter({ redis, ownsRedis: true }), store, location };
}
