import { describe, expect, it } from 'vitest';
import { rateLimitStoreFromEnv } from './rate-limit-store.js';
import { testRedisUrl } from './testing/test-redis.js';

describe('rateLimitStoreFromEnv', () => {
  it('counts in this process’s memory without REDIS_URL', () => {
    expect(rateLimitStoreFromEnv('test limits', {})).toEqual({
      redis: undefined,
      store: 'memory',
      location: 'this process',
    });
  });

  it.skipIf(!testRedisUrl)('counts in the Redis at REDIS_URL, naming it without a password', () => {
    const password = 'never-logged';
    const url = new URL(testRedisUrl!);
    url.username = 'default';
    url.password = password;
    const { redis, store, location } = rateLimitStoreFromEnv('test limits', {
      REDIS_URL: url.href,
    });
    redis!.disconnect();
    expect(store).toBe('redis');
    expect(location).toBe(url.host);
    expect(location).not.toContain(password);
  });
});
