import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  FlexibleSiteRateLimiter,
  type SiteRateLimiterOptions,
  type SiteRateLimits,
} from './site-rate-limiter.js';
import { siteOfItsOwn } from './testing/site-of-its-own.js';
import { testRedisConnections, testRedisUrl } from './testing/test-redis.js';

/** The counting shared by every limit on a site (lead submissions, rego lookups). */

/** A limiter whose sites' limits are whatever `limits` holds for them at the time. */
function limiterOf(limits: Map<Site, SiteRateLimits | null>, options: SiteRateLimiterOptions = {}) {
  return new FlexibleSiteRateLimiter((site) => limits.get(site) ?? null, 'test-rate', options);
}

function limited(perConnection: number, perSite: number): SiteRateLimits {
  return {
    perConnection: { allowed: perConnection, windowMinutes: 10 },
    perSite: { allowed: perSite, windowMinutes: 60 },
  };
}

const allowed = { allowed: true };

describe('site rate limits in memory', () => {
  it('refuses a connection past its allowance, saying when its window lets it again', async () => {
    const site = siteOfItsOwn();
    const limiter = limiterOf(new Map([[site, limited(2, 100)]]));
    expect(await limiter.take(site, '203.0.113.1')).toEqual(allowed);
    expect(await limiter.take(site, '203.0.113.1')).toEqual(allowed);
    const refused = await limiter.take(site, '203.0.113.1');
    expect(refused).toMatchObject({ allowed: false, scope: 'connection' });
    const { retryAfterSeconds } = refused as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(590);
    expect(retryAfterSeconds).toBeLessThanOrEqual(600);
    // Another connection has an allowance of its own.
    expect(await limiter.take(site, '203.0.113.2')).toEqual(allowed);
  });

  it('refuses every connection once the site’s allowance is used up', async () => {
    const [site, other] = [siteOfItsOwn(), siteOfItsOwn()];
    const limiter = limiterOf(
      new Map([
        [site, limited(100, 2)],
        [other, limited(100, 2)],
      ]),
    );
    expect(await limiter.take(site, 'a')).toEqual(allowed);
    expect(await limiter.take(site, 'b')).toEqual(allowed);
    const refused = await limiter.take(site, 'c');
    expect(refused).toMatchObject({ allowed: false, scope: 'site' });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3590);
    // Another site counts on its own.
    expect(await limiter.take(other, 'c')).toEqual(allowed);
  });

  it('counts nothing for a site without limits', async () => {
    const site = siteOfItsOwn();
    const limiter = limiterOf(new Map([[site, null]]));
    for (let i = 0; i < 20; i += 1) expect(await limiter.take(site, 'a')).toEqual(allowed);
  });

  it('starts fresh counters when the site’s limits change', async () => {
    const site = siteOfItsOwn();
    const limits = new Map([[site, limited(1, 100)]]);
    const limiter = limiterOf(limits);
    expect(await limiter.take(site, 'a')).toEqual(allowed);
    expect(await limiter.take(site, 'a')).toMatchObject({ allowed: false });
    limits.set(site, limited(2, 100));
    expect(await limiter.take(site, 'a')).toEqual(allowed);
  });
});

/** Every run counts under keys of its own, which expire with their window. */
describe.skipIf(!testRedisUrl)('site rate limits in Redis at TEST_REDIS_URL', () => {
  const connections = testRedisConnections();
  const keyPrefix = `forecourt-test:${randomUUID()}`;
  afterAll(() => connections.close(`${keyPrefix}*`));

  /** Two replicas of the server, each with its own connection to the same Redis. */
  async function replicas(limits: Map<Site, SiteRateLimits>) {
    const replica = async () =>
      limiterOf(limits, { redis: await connections.connect(), keyPrefix });
    return [await replica(), await replica()] as const;
  }

  it('counts a connection’s requests across replicas', async () => {
    const site = siteOfItsOwn();
    const [a, b] = await replicas(new Map([[site, limited(2, 100)]]));
    expect(await a.take(site, '198.51.100.1')).toEqual(allowed);
    expect(await b.take(site, '198.51.100.1')).toEqual(allowed);
    expect(await a.take(site, '198.51.100.1')).toMatchObject({
      allowed: false,
      scope: 'connection',
    });
    expect(await b.take(site, '198.51.100.2')).toEqual(allowed);
  });

  it('counts the site’s requests across replicas', async () => {
    const site = siteOfItsOwn();
    const [a, b] = await replicas(new Map([[site, limited(100, 2)]]));
    expect(await a.take(site, 'x')).toEqual(allowed);
    expect(await b.take(site, 'y')).toEqual(allowed);
    expect(await a.take(site, 'z')).toMatchObject({ allowed: false, scope: 'site' });
  });

  it('closes only a connection it was given to own', async () => {
    const site = siteOfItsOwn();
    const shared = await connections.connect();
    await limiterOf(new Map([[site, limited(2, 2)]]), { redis: shared, keyPrefix }).close();
    expect(await shared.ping()).toBe('PONG');
    const owned = await connections.connect();
    await limiterOf(new Map(), { redis: owned, keyPrefix, ownsRedis: true }).close();
    await vi.waitFor(() => expect(owned.status).toBe('end'));
  });
});
