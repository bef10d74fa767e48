import { tradeInSettingsSchema } from '@forecourt/tenants/settings/trade-in-settings.schema';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createRegoRateLimiterFromEnv } from './create-rego-rate-limiter.js';
import { FlexibleRegoRateLimiter } from './rego-rate-limiter.js';
import { siteOfItsOwn } from './testing/site-of-its-own.js';
import { keysOfOneRequest, testRedisUrl } from './testing/test-redis.js';

/** Which limits rego lookups get, and where they count; the counting is site-rate-limiter's. */

/** A rego service, with lookups per connection in an hour and per site in two. */
function siteLimited(perConnection: number, perSite: number) {
  const rateLimit = {
    perConnection: { lookups: perConnection, windowMinutes: 60 },
    perSite: { lookups: perSite, windowMinutes: 120 },
  };
  const regoLookup = { baseUrl: 'https://rego.example.com.au/api', rateLimit };
  return siteOfItsOwn({ tradeIn: tradeInSettingsSchema.parse({ regoLookup }) });
}

describe('rego lookup limits', () => {
  it('refuses lookups past regoLookup.rateLimit, per connection and per site', async () => {
    const limiter = new FlexibleRegoRateLimiter();
    const site = siteLimited(1, 2);
    expect(await limiter.take(site, '203.0.113.1')).toEqual({ allowed: true });
    const connection = await limiter.take(site, '203.0.113.1');
    expect(connection).toMatchObject({ allowed: false, scope: 'connection' });
    expect((connection as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3590);
    expect(await limiter.take(site, '203.0.113.2')).toEqual({ allowed: true });
    const whole = await limiter.take(site, '203.0.113.3');
    expect(whole).toMatchObject({ allowed: false, scope: 'site' });
    expect((whole as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(7190);
  });

  it('counts nothing for a site without a rego service', async () => {
    const limiter = new FlexibleRegoRateLimiter();
    const site = siteOfItsOwn();
    expect(site.config.tradeIn.regoLookup).toBeNull();
    for (let i = 0; i < 20; i += 1) {
      expect(await limiter.take(site, 'a')).toEqual({ allowed: true });
    }
  });

  it('is what createRegoRateLimiterFromEnv makes, counting in memory without REDIS_URL', () => {
    const { limiter, store } = createRegoRateLimiterFromEnv({});
    expect(limiter).toBeInstanceOf(FlexibleRegoRateLimiter);
    expect(store).toBe('memory');
  });

  it.skipIf(!testRedisUrl)('counts in Redis under forecourt:rego-rate keys', async () => {
    const site = siteLimited(10, 100);
    const limiterOn = (redis: Redis) => new FlexibleRegoRateLimiter({ redis });
    const prefix = `forecourt:rego-rate:${site.config.slug}`;
    expect(await keysOfOneRequest(limiterOn, site, '198.51.100.1')).toEqual([
      `${prefix}:connection:10-per-60m:198.51.100.1`,
      `${prefix}:site:100-per-120m:all`,
    ]);
  });
});
