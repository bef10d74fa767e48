import { rateLimitStoreFromEnv } from './rate-limit-store.js';
import { FlexibleRegoRateLimiter } from './rego-rate-limiter.js';

export interface RegoRateLimiterFromEnv {
  limiter: FlexibleRegoRateLimiter;
  store: 'redis' | 'memory';
  /** Where the counters live, for the start-up log (never the URL: it may hold a password). */
  location: string;
}

/** Rego lookups counted in Redis when REDIS_URL is set, else in this process's memory. */
export function createRegoRateLimiterFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): RegoRateLimiterFromEnv {
  const { redis, store, location } = rateLimitStoreFromEnv('rego lookup rate limits', env);
  return { limiter: new FlexibleRegoRateLimiter({ redis, ownsRedis: true }), store, location };
}
