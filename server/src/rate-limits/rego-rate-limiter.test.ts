import { randomUUID } from 'node:crypto';
import { loadSites } from '@forecourt/tenants/load-sites';
import { tradeInSettingsSchema } from '@forecourt/tenants/settings/trade-in-settings.schema';
import type { Site } from '@forecourt/tenants/site';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegoRateLimiterFromEnv } from './create-rego-rate-limiter.js';
import { FlexibleRegoRateLimiter } from './rego-rate-limiter.js';

let template: Site;
beforeAll(async () => {
  template = (await loadSites())[0]!;
});

/** A site of its own (so its counters are fresh) with a rego service and these limits. */
function siteLimited(perConnection: number, perSite: number): Site {
  return {
    ...template,
    config: {
      ...template.config,
      slug: `rego-limited-${randomUUID()}`,
      tradeIn: tradeInSettingsSchema.parse({
        regoLookup: {
          baseUrl: 'https://rego.example.com.au/api',
          rateLimit: {
            perConnection: { lookups: perConnection, windowMinutes: 60 },
            perSite: { lookups: perSite, windowMinutes: 60 },
          },
        },
      }),
    },
  };
}

describe('rego lookup limits in memory', () => {
  it('refuses a connection past its allowance, saying when to try again', async () => {
    const limiter = new FlexibleRegoRateLimiter();
    const site = siteLimited(2, 100);
    expect(await limiter.take(site, '203.0.113.1')).toEqual({ allowed: true });
    expect(await limiter.take(site, '203.0.113.1')).toEqual({ allowed: true });
    const refused = await limiter.take(site, '203.0.113.1');
    expect(refused).toMatchObject({ allowed: false, scope: 'connection' });
    const { retryAfterSeconds } = refused as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(3590);
    expect(retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(await limiter.take(site, '203.0.113.2')).toEqual({ allowed: true });
  });

  it('refuses every connection once the site’s allowance is used up', async () => {
    const limiter = new FlexibleRegoRateLimiter();
    const site = siteLimited(100, 2);
    expect(await limiter.take(site, 'a')).toEqual({ allowed: true });
    expect(await limiter.take(site, 'b')).toEqual({ allowed: true });
    expect(await limiter.take(site, 'c')).toMatchObject({ allowed: false, scope: 'site' });
    expect(await limiter.take(siteLimited(100, 2), 'c')).toEqual({ allowed: true });
  });

  it('counts nothing for a site without a rego service', async () => {
    const limiter = new FlexibleRegoRateLimiter();
    const site = { ...template, config: { ...template.config, slug: `no-rego-${randomUUID()}` } };
    expect(site.config.tradeIn.regoLookup).toBeNull();
    for (let i = 0; i < 20; i += 1) {
      expect(await limiter.take(site, 'a')).toEqual({ allowed: true });
    }
  });

  it('counts in memory without REDIS_URL', () => {
    expect(createRegoRateLimiterFromEnv({}).store).toBe('memory');
  });
});

/**
 * Against a real Redis when TEST_REDIS_URL names one (skipped, visibly, otherwise). Every run
 * counts under keys of its own, which expire with their window.
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim();

describe.skipIf(!redisUrl)('rego lookup limits in Redis at TEST_REDIS_URL', () => {
  const clients: Redis[] = [];
  const keyPrefix = `forecourt-test:${randomUUID()}`;
  /** Two replicas of the server, each with its own connection to the same Redis. */
  const replica = async () => {
    const redis = new Redis(redisUrl!, { lazyConnect: true });
    await redis.connect();
    clients.push(redis);
    return new FlexibleRegoRateLimiter({ redis, keyPrefix });
  };
  afterAll(async () => {
    for (const redis of clients) {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('counts a connection’s lookups across replicas', async () => {
    const [a, b] = [await replica(), await replica()];
    const site = siteLimited(2, 100);
    expect(await a.take(site, '198.51.100.1')).toEqual({ allowed: true });
    expect(await b.take(site, '198.51.100.1')).toEqual({ allowed: true });
    expect(await a.take(site, '198.51.100.1')).toMatchObject({
      allowed: false,
      scope: 'connection',
    });
    expect(await b.take(site, '198.51.100.2')).toEqual({ allowed: true });
  });

  it('counts the site’s lookups across replicas', async () => {
    const [a, b] = [await replica(), await replica()];
    const site = siteLimited(100, 2);
    expect(await a.take(site, 'x')).toEqual({ allowed: true });
    expect(await b.take(site, 'y')).toEqual({ allowed: true });
    expect(await a.take(site, 'z')).toMatchObject({ allowed: false, scope: 'site' });
  });

  it('is what REDIS_URL chooses', async () => {
    const { limiter, store, location } = createRegoRateLimiterFromEnv({ REDIS_URL: redisUrl });
    expect(store).toBe('redis');
    expect(location).not.toContain('@');
    await limiter.close();
  });
});
