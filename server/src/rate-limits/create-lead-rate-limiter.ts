import { FlexibleLeadRateLimiter } from './lead-rate-limiter.js';
import { rateLimitStoreFromEnv } from './rate-limit-store.js';

export interface LeadRateLimiterFromEnv {
  limiter: FlexibleLeadRateLimiter;
  store: 'redis' | 'memory';
  /** Where the counters live, for the start-up log (never the URL: it may hold a password). */
  location: string;
}

/** Lead submissions counted in Redis when REDIS_URL is set, else in this process's memory. */
export function createLeadRateLimiterFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): LeadRateLimiterFromEnv {
  const { redis, store, location } = rateLimitStoreFromEnv('lead rate limits', env);
  return { limiter: new FlexibleLeadRateLimiter({ redis, ownsRedis: true }), store, location };
}
