import { FlexiblePhoneRevealRateLimiter } from './phone-reveal-rate-limiter.js';
import { rateLimitStoreFromEnv } from './rate-limit-store.js';

export interface PhoneRevealRateLimiterFromEnv {
  limiter: FlexiblePhoneRevealRateLimiter;
  store: 'redis' | 'memory';
  /** Where the counters live, for the start-up log (never the URL: it may hold a password). */
  location: string;
}

/** Phone reveals counted in Redis when REDIS_URL is set, else in this process's memory. */
export function createPhoneRevealRateLimiterFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): PhoneRevealRateLimiterFromEnv {
  const { redis, store, location } = rateLimitStoreFromEnv('phone reveal rate limits', env);
  return {
    limiter: new FlexiblePhoneRevealRateLimiter({ redis, ownsRedis: true }),
    store,
    location,
  };
}
