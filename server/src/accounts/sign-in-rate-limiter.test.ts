import { describe, expect, it } from 'vitest';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import type { Site } from '@forecourt/tenants/site';
import { FlexibleSignInRateLimiter } from './sign-in-rate-limiter.js';
import { testRedisConnections, testRedisUrl } from '../rate-limits/testing/test-redis.js';

/** A site whose sign-in limits are small enough to use up in a test. */
function siteWithLimits(address: number, connection: number, site: number): Site {
  const window = (codes: number) => ({ codes, windowMinutes: 60 });
  return {
    ...harbourSite,
    config: {
      ...harbourSite.config,
      slug: `limits-${crypto.randomUUID()}`,
      accounts: {
        ...harbourSite.config.accounts,
        signInRateLimit: {
          perAddress: window(address),
          perConnection: window(connection),
          perSite: window(site),
        },
      },
    },
  };
}

describe('sign-in code limits', () => {
  it('refuse an address past its codes, while other addresses go on', async () => {
    const limiter = new FlexibleSignInRateLimiter();
    const site = siteWithLimits(2, 100, 100);
    expect(await limiter.take(site, 'a@example.com', '192.0.2.1')).toEqual({ allowed: true });
    expect(await limiter.take(site, 'a@example.com', '192.0.2.2')).toEqual({ allowed: true });
    expect(await limiter.take(site, 'a@example.com', '192.0.2.3')).toMatchObject({
      allowed: false,
      scope: 'address',
    });
    expect(await limiter.take(site, 'b@example.com', '192.0.2.3')).toEqual({ allowed: true });
    await limiter.close();
  });

  it('refuse a connection past its codes, whatever the addresses', async () => {
    const limiter = new FlexibleSignInRateLimiter();
    const site = siteWithLimits(100, 2, 100);
    await limiter.take(site, 'a@example.com', '192.0.2.1');
    await limiter.take(site, 'b@example.com', '192.0.2.1');
    const refused = await limiter.take(site, 'c@example.com', '192.0.2.1');
    expect(refused).toMatchObject({ allowed: false, scope: 'connection' });
    expect(await limiter.take(site, 'c@example.com', '192.0.2.2')).toEqual({ allowed: true });
    await limiter.close();
  });

  it('refuse the whole site past its codes, and count each site apart', async () => {
    const limiter = new FlexibleSignInRateLimiter();
    const [site, other] = [siteWithLimits(100, 100, 2), siteWithLimits(100, 100, 2)];
    await limiter.take(site, 'a@example.com', '192.0.2.1');
    await limiter.take(site, 'b@example.com', '192.0.2.2');
    const refused = await limiter.take(site, 'c@example.com', '192.0.2.3');
    expect(refused).toEqual({
      allowed: false,
      scope: 'site',
      retryAfterSeconds: expect.any(Number) as number,
    });
    expect(await limiter.take(other, 'c@example.com', '192.0.2.3')).toEqual({ allowed: true });
    await limiter.close();
  });
});

describe.skipIf(!testRedisUrl)('sign-in code limits in Redis at TEST_REDIS_URL', () => {
  it('are shared by every replica, and never hold an address in clear', async () => {
    const redis = testRedisConnections();
    const site = siteWithLimits(2, 100, 100);
    const [first, second] = [
      new FlexibleSignInRateLimiter({ redis: await redis.connect() }),
      new FlexibleSignInRateLimiter({ redis: await redis.connect() }),
    ];
    expect(await first.take(site, 'shared@example.com', '192.0.2.1')).toEqual({ allowed: true });
    expect(await second.take(site, 'shared@example.com', '192.0.2.2')).toEqual({ allowed: true });
    expect(await first.take(site, 'shared@example.com', '192.0.2.3')).toMatchObject({
      allowed: false,
      scope: 'address',
    });
    const keys = await (await redis.connect()).keys(`forecourt:sign-in-rate:${site.config.slug}:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('shared@example.com');
    await redis.close(`forecourt:sign-in-rate:${site.config.slug}:*`);
  });
});
