import { leadFormsSchema } from '@forecourt/tenants/settings/lead-form-settings.schema';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createLeadRateLimiterFromEnv } from './create-lead-rate-limiter.js';
import { FlexibleLeadRateLimiter } from './lead-rate-limiter.js';
import { siteOfItsOwn } from './testing/site-of-its-own.js';
import { keysOfOneRequest, testRedisUrl } from './testing/test-redis.js';

/** Which limits lead submissions get, and where they count; the counting is site-rate-limiter's. */

/** Submissions per connection in 10 minutes, and per site in 30. */
const siteLimited = (perConnection: number, perSite: number) =>
  siteOfItsOwn({
    leadForms: leadFormsSchema.parse({
      rateLimit: {
        perConnection: { submissions: perConnection, windowMinutes: 10 },
        perSite: { submissions: perSite, windowMinutes: 30 },
      },
    }),
  });

describe('lead submission limits', () => {
  it('refuses a connection past leadForms.rateLimit.perConnection, for its window', async () => {
    const limiter = new FlexibleLeadRateLimiter();
    const site = siteLimited(2, 100);
    const decisions = [];
    for (let i = 0; i < 3; i += 1) decisions.push(await limiter.take(site, '203.0.113.1'));
    expect(decisions.slice(0, 2)).toEqual([{ allowed: true }, { allowed: true }]);
    expect(decisions[2]).toMatchObject({ allowed: false, scope: 'connection' });
    const refused = decisions[2] as { retryAfterSeconds: number };
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it('refuses the whole site past leadForms.rateLimit.perSite, for its window', async () => {
    const limiter = new FlexibleLeadRateLimiter();
    const site = siteLimited(100, 1);
    expect(await limiter.take(site, 'a')).toEqual({ allowed: true });
    const refused = await limiter.take(site, 'b');
    expect(refused).toMatchObject({ allowed: false, scope: 'site' });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(1790);
  });

  it('is what createLeadRateLimiterFromEnv makes, counting in memory without REDIS_URL', () => {
    const { limiter, store } = createLeadRateLimiterFromEnv({});
    expect(limiter).toBeInstanceOf(FlexibleLeadRateLimiter);
    expect(store).toBe('memory');
  });

  it.skipIf(!testRedisUrl)('counts in Redis under forecourt:lead-rate keys', async () => {
    const site = siteLimited(2, 100);
    const limiterOn = (redis: Redis) => new FlexibleLeadRateLimiter({ redis });
    const prefix = `forecourt:lead-rate:${site.config.slug}`;
    expect(await keysOfOneRequest(limiterOn, site, '198.51.100.1')).toEqual([
      `${prefix}:connection:2-per-10m:198.51.100.1`,
      `${prefix}:site:100-per-30m:all`,
    ]);
  });
});
