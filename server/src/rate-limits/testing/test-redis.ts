import type { Site } from '@forecourt/tenants/site';
import { Redis } from 'ioredis';

/** The Redis the tests count in; tests that need it are skipped, visibly, when it is unset. */
export const testRedisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

async function connectTestRedis(): Promise<Redis> {
  if (!testRedisUrl) throw new Error('TEST_REDIS_URL: not set');
  const redis = new Redis(testRedisUrl, { lazyConnect: true });
  await redis.connect();
  return redis;
}

/**
 * Connections to the test Redis, each as a separate replica of the server would hold. `close()`
 * deletes the keys the tests made (those matching `keyPattern`) and lets go of the connections.
 */
export function testRedisConnections() {
  const clients: Redis[] = [];
  return {
    async connect(): Promise<Redis> {
      const redis = await connectTestRedis();
      clients.push(redis);
      return redis;
    },
    async close(keyPattern: string): Promise<void> {
      // A connection a limiter was given to own is closed already.
      for (const redis of clients.filter((client) => client.status === 'ready')) {
        const keys = await redis.keys(keyPattern);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    },
  };
}

/**
 * The keys, sorted, that one request of `clientAddress` to `site` leaves in the test Redis when
 * `limiterOn` counts it there; they are deleted again.
 */
export async function keysOfOneRequest(
  limiterOn: (redis: Redis) => { take(site: Site, clientAddress: string): Promise<unknown> },
  site: Site,
  clientAddress: string,
): Promise<string[]> {
  const redis = await connectTestRedis();
  try {
    await limiterOn(redis).take(site, clientAddress);
    const keys = await redis.keys(`*${site.config.slug}*`);
    if (keys.length > 0) await redis.del(...keys);
    return keys.sort();
  } finally {
    await redis.quit();
  }
}
