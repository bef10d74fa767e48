import type { Site } from '@forecourt/tenants/site';
import {
  FlexibleSiteRateLimiter,
  type SiteRateLimiter,
  type SiteRateLimiterOptions,
  type SiteRateLimits,
} from './site-rate-limiter.js';
import { rateLimitStoreFromEnv } from './rate-limit-store.js';

/**
 * Limits on starting reservations. Each start holds a car for the payment window (the site's
 * `reservations.paymentMinutes`, 30 minutes by default) so nobody else can reserve it: a script
 * posting the reserve form for every car would take a whole yard off sale without paying a cent.
 * One connection may start at most RESERVE_STARTS_PER_CONNECTION_PER_HOUR an hour (a shopper
 * who cancels and tries again, or tries a second car, stays well within it), and a site at most
 * RESERVE_STARTS_PER_SITE_PER_HOUR from everyone (a spread-out attack cannot hold the yard).
 * Only forms that reach the desk count: a refused form (a typo) costs the shopper nothing.
 */

export const RESERVE_STARTS_PER_CONNECTION_PER_HOUR = 5;
export const RESERVE_STARTS_PER_SITE_PER_HOUR = 300;

export type ReserveRateLimiter = SiteRateLimiter;

export const DEFAULT_RESERVE_RATE_KEY_PREFIX = 'forecourt:reserve-rate';

const reserveRateLimitsOf = (_site: Site): SiteRateLimits => ({
  perConnection: { allowed: RESERVE_STARTS_PER_CONNECTION_PER_HOUR, windowMinutes: 60 },
  perSite: { allowed: RESERVE_STARTS_PER_SITE_PER_HOUR, windowMinutes: 60 },
});

export class FlexibleReserveRateLimiter extends FlexibleSiteRateLimiter {
  constructor(options: SiteRateLimiterOptions = {}) {
    super(reserveRateLimitsOf, DEFAULT_RESERVE_RATE_KEY_PREFIX, options);
  }
}

/** Reservation starts counted in Redis when REDIS_URL is set, else in this process's memory. */
export function createReserveRateLimiterFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const { redis, store, location } = rateLimitStoreFromEnv('reservation rate limits', env);
  return { limiter: new FlexibleReserveRateLimiter({ redis, ownsRedis: true }), store, location };
}
