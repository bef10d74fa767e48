import { Redis } from 'ioredis';
import { logger } from '../logger.js';
import { FlexibleLeadRateLimiter } from './lead-rate-limiter.js';

export interface LeadRateLimiterFromEnv {
  limiter: FlexibleLeadRateLimiter;
  store: 'redis' | 'memory';
  /** Where the counters live, for the start-up log (never the URL: it may hold a password). */
  location: string;
}

/**
 * Counters in Redis when REDIS_URL is set (every replica then counts together), else in this
 * process's memory (one replica: development, a single server).
 */
export function createLeadRateLimiterFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): LeadRateLimiterFromEnv {
  const redisUrl = env.REDIS_URL?.trim();
  if (!redisUrl) {
    return { limiter: new FlexibleLeadRateLimiter(), store: 'memory', location: 'this process' };
  }
  const redis = new Redis(redisUrl, {
    // A command waiting for a lost connection would hold a shopper's submit; the limiter counts
    // in memory meanwhile instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  // A dropped connection reconnects on its own; it must not take the process down meanwhile.
  redis.on('error', (error) => logger.warn({ err: error }, 'lead rate limits: Redis unavailable'));
  return {
    limiter: new FlexibleLeadRateLimiter({ redis, ownsRedis: true }),
    store: 'redis',
    location: describeRedisUrl(redisUrl),
  };
}

/** host:port, without user or password. */
function describeRedisUrl(redisUrl: string): string {
  try {
    return new URL(redisUrl).host;
  } catch {
    return 'REDIS_URL';
  }
}
