import { randomUUID } from 'node:crypto';
import { loadSites } from '@forecourt/tenants/load-sites';
import { leadFormsSchema } from '@forecourt/tenants/settings/lead-form-settings.schema';
import type { Site } from '@forecourt/tenants/site';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadRateLimiterFromEnv } from './create-lead-rate-limiter.js';
import { FlexibleLeadRateLimiter } from './lead-rate-limiter.js';

let template: Site;
beforeAll(async () => {
  template = (await loadSites())[0]!;
});

/** A site of its own (so its counters are fresh) with these limits. */
function siteLimited(perConnection: number, perSite: number): Site {
  return {
    ...template,
    config: {
      ...template.config,
      slug: `limited-${randomUUID()}`,
      leadForms: leadFormsSchema.parse({
        rateLimit: {
          perConnection: { submissions: perConnection, windowMinutes: 10 },
          perSite: { submissions: perSite, windowMinutes: 60 },
        },
      }),
    },
  };
}

async function takeTimes(limiter: FlexibleLeadRateLimiter, site: Site, address: string, n: number) {
  const decisions = [];
  for (let i = 0; i < n; i += 1) decisions.push(await limiter.take(site, address));
  return decisions;
}

describe('lead rate limits in memory', () => {
  it('refuses a connection past its allowance, saying when to try again', async () => {
    const limiter = new FlexibleLeadRateLimiter();
    const site = siteLimited(2, 100);
    const decisions = await takeTimes(limiter, site, '203.0.113.1', 3);
    expect(decisions.slice(0, 2)).toEqual([{ allowed: true }, { allowed: true }]);
    expect(decisions[2]).toMatchObject({ allowed: false, scope: 'connection' });
    const refused = decisions[2] as { retryAfterSeconds: number };
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(await limiter.take(site, '203.0.113.2')).toEqual({ allowed: true });
  });

  it('refuses every connection once the site’s allowance is used up', async () => {
    const limiter = new FlexibleLeadRateLimiter();
    const site = siteLimited(100, 2);
    expect(await limiter.take(site, 'a')).toEqual({ allowed: true });
    expect(await limiter.take(site, 'b')).toEqual({ allowed: true });
    expect(await limiter.take(site, 'c')).toMatchObject({ allowed: false, scope: 'site' });
    // Another site counts on its own.
    expect(await limiter.take(siteLimited(100, 2), 'c')).toEqual({ allowed: true });
  });

  it('counts in memory without REDIS_URL', () => {
    expect(createLeadRateLimiterFromEnv({}).store).toBe('memory');
  });
});

/**
 * Against a real Redis when TEST_REDIS_URL names one (skipped, visibly, otherwise). Every run
 * counts under keys of its own, which expire with their window.
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim();

describe.skipIf(!redisUrl)('lead rate limits in Redis at TEST_REDIS_URL', () => {
  const clients: Redis[] = [];
  const keyPrefix = `forecourt-test:${randomUUID()}`;
  /** Two replicas of the server, each with its own connection to the same Redis. */
  const replica = async () => {
    const redis = new Redis(redisUrl!, { lazyConnect: true });
    await redis.connect();
    clients.push(redis);
    return new FlexibleLeadRateLimiter({ redis, keyPrefix });
  };
  afterAll(async () => {
    for (const redis of clients) {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('counts a connection’s submissions across replicas', async () => {
    const [a, b] = [await replica(), await replica()];
    const site = siteLimited(3, 100);
    expect(await a.take(site, '198.51.100.1')).toEqual({ allowed: true });
    expect(await b.take(site, '198.51.100.1')).toEqual({ allowed: true });
    expect(await a.take(site, '198.51.100.1')).toEqual({ allowed: true });
    expect(await b.take(site, '198.51.100.1')).toMatchObject({
      allowed: false,
      scope: 'connection',
    });
    expect(await b.take(site, '198.51.100.2')).toEqual({ allowed: true });
  });

  it('counts the site’s submissions across replicas', async () => {
    const [a, b] = [await replica(), await replica()];
    const site = siteLimited(100, 2);
    expect(await a.take(site, 'x')).toEqual({ allowed: true });
    expect(await b.take(site, 'y')).toEqual({ allowed: true });
    expect(await a.take(site, 'z')).toMatchObject({ allowed: false, scope: 'site' });
  });

  it('is what REDIS_URL chooses', async () => {
    const { limiter, store, location } = createLeadRateLimiterFromEnv({ REDIS_URL: redisUrl });
    expect(store).toBe('redis');
    expect(location).not.toContain('@');
    await limiter.close();
  });
});
