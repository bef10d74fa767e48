import { Redis } from 'ioredis';
import { logger } from '../logger.js';

/** Where a limiter counts, as REDIS_URL chooses. */
export interface RateLimitStore {
  /** A connection opened for one limiter (which closes it); undefined: count in memory. */
  redis: Redis | undefined;
  store: 'redis' | 'memory';
  /** Where the counters live, for the start-up log (never the URL: it may hold a password). */
  location: string;
}

/**
 * Counters in Redis when REDIS_URL is set (every replica then counts together), else in this
 * process's memory (one replica: development, a single server). `limits` names them in the log.
 */
export function rateLimitStoreFromEnv(
  limits: string,
  env: NodeJS.ProcessEnv = process.env,
): RateLimitStore {
  const redisUrl = env.REDIS_URL?.trim();
  if (!redisUrl) return { redis: undefined, store: 'memory', location: 'this process' };
  const redis = new Redis(redisUrl, {
    // A command waiting for a lost connection would hold a shopper's request; the limiter counts
    // in memory meanwhile instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  // A dropped connection reconnects on its own; it must not take the process down meanwhile.
  redis.on('error', (error) => logger.warn({ err: error }, `${limits}: Redis unavailable`));
  return { redis, store: 'redis', location: describeRedisUrl(redisUrl) };
}

/** host:port, without user or password. */
function describeRedisUrl(redisUrl: string): string {
  try {
    return new URL(redisUrl).host;
  } catch {
    return 'REDIS_URL';
  }
}
