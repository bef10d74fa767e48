import { randomUUID } from 'node:crypto';
import { leadFormsSchema } from '@forecourt/tenants/settings/lead-form-settings.schema';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLeadRateLimiterFromEnv } from './create-lead-rate-limiter.js';
import { FlexibleLeadRateLimiter, type LeadRateLimiterOptions } from './lead-rate-limiter.js';
import { siteOfItsOwn } from './testing/site-of-its-own.js';
import { keysOfOneRequest, testRedisConnections, testRedisUrl } from './testing/test-redis.js';

/** Which limits lead submissions get, and where they count; the counting is rate-counters'. */

/** Submissions per connection in 10 minutes, per site in 30, per connection in a surge in 60. */
const siteLimited = (perConnection: number, perSite: number, surge = 1, holdForReview = true) =>
  siteOfItsOwn({
    leadForms: leadFormsSchema.parse({
      rateLimit: {
        perConnection: { submissions: perConnection, windowMinutes: 10 },
        perSite: { submissions: perSite, windowMinutes: 30 },
        surge: { perConnection: { submissions: surge, windowMinutes: 60 }, holdForReview },
      },
    }),
  });

const taken = { allowed: true, surge: false };
const takenInSurge = { allowed: true, surge: true };

/** The same checks on each store: memory, and Redis shared by two replicas when there is one. */
function describeLeadLimits(store: string, limiters: () => Promise<[LeadLimiter, LeadLimiter]>) {
  describe(`lead submission limits in ${store}`, () => {
    it('refuses a connection past leadForms.rateLimit.perConnection, for its window', async () => {
      const [a, b] = await limiters();
      const site = siteLimited(2, 100);
      expect(await a.take(site, '203.0.113.1')).toEqual(taken);
      expect(await b.take(site, '203.0.113.1')).toEqual(taken);
      const refused = await a.take(site, '203.0.113.1');
      expect(refused).toMatchObject({ allowed: false, scope: 'connection', surge: false });
      const { retryAfterSeconds } = refused as { retryAfterSeconds: number };
      expect(retryAfterSeconds).toBeGreaterThan(590);
      expect(retryAfterSeconds).toBeLessThanOrEqual(600);
      expect(await b.take(site, '203.0.113.2')).toEqual(taken);
    });

    it('never refuses the site as a whole: past perSite it is in a surge', async () => {
      const [a, b] = await limiters();
      const site = siteLimited(100, 2);
      expect(await a.take(site, 'a')).toEqual(taken);
      expect(await b.take(site, 'b')).toEqual(taken);
      // Past the site's allowance: every new connection is still taken, in a surge.
      for (let i = 0; i < 20; i += 1) {
        expect(await (i % 2 ? a : b).take(site, `flood-${i}`)).toEqual(takenInSurge);
      }
      // In the surge a connection gets the surge's allowance (1 in 60 minutes), not its usual 100.
      const again = await a.take(site, 'flood-0');
      expect(again).toMatchObject({ allowed: false, scope: 'connection', surge: true });
      expect((again as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3590);
      // Another site counts on its own.
      expect(await b.take(siteLimited(100, 2), 'flood-0')).toEqual(taken);
    });

    it('keeps no count of a submission it refuses, nor of one given back', async () => {
      const [a, b] = await limiters();
      const site = siteLimited(2, 100);
      expect(await a.take(site, 'e')).toEqual(taken);
      expect(await a.take(site, 'e')).toEqual(taken);
      // A connection hammering past its allowance does not push its wait or its count further.
      for (let i = 0; i < 5; i += 1)
        expect(await b.take(site, 'e')).toMatchObject({ allowed: false });
      // A lead counted and then not taken after all (a twin took its form token) is given back.
      await a.giveBack(site, 'e', { allowed: true, surge: false });
      expect(await b.take(site, 'e')).toEqual(taken);
      expect(await a.take(site, 'e')).toMatchObject({ allowed: false });
    });

    it('keeps no count of a refusal in a surge, for the connection or the site', async () => {
      const [a, b] = await limiters();
      const site = siteLimited(3, 1);
      expect(await a.take(site, 'first')).toEqual(taken);
      expect(await a.take(site, 'flood')).toEqual(takenInSurge);
      // Past the surge's 1 an hour, five times: had they counted, its own 3 were used up too.
      for (let i = 0; i < 5; i += 1) {
        expect(await b.take(site, 'flood')).toMatchObject({ allowed: false, surge: true });
      }
      await b.giveBack(site, 'flood', { allowed: true, surge: true });
      expect(await a.take(site, 'flood')).toEqual(takenInSurge);
      // Given back the surge's lead and the first one, the site is within its allowance again.
      await a.giveBack(site, 'flood', { allowed: true, surge: true });
      await a.giveBack(site, 'first', { allowed: true, surge: false });
      expect(await b.take(site, 'shopper')).toEqual(taken);
    });

    it('does not let one connection put the site in a surge past its own allowance', async () => {
      const [a] = await limiters();
      const site = siteLimited(2, 3);
      for (let i = 0; i < 10; i += 1) await a.take(site, 'hammer');
      expect(await a.take(site, 'shopper')).toEqual(taken);
    });
  });
}

type LeadLimiter = FlexibleLeadRateLimiter;

describeLeadLimits('memory', () => {
  const limiter = new FlexibleLeadRateLimiter();
  return Promise.resolve([limiter, limiter]);
});

if (testRedisUrl) {
  const connections = testRedisConnections();
  const keyPrefix = `forecourt-test:${randomUUID()}`;
  afterAll(() => connections.close(`${keyPrefix}*`));
  const replica = async () => {
    const options: LeadRateLimiterOptions = { redis: await connections.connect(), keyPrefix };
    return new FlexibleLeadRateLimiter(options);
  };
  describeLeadLimits('Redis (two replicas)', async () => [await replica(), await replica()]);
}

describe('where lead submissions count', () => {
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
