import {
  FlexibleSiteRateLimiter,
  type SiteRateLimiter,
  type SiteRateLimiterOptions,
  type SiteRateLimits,
} from '../rate-limits/site-rate-limiter.js';
import { rateLimitStoreFromEnv } from '../rate-limits/rate-limit-store.js';

/**
 * Limits on saving the online purchase's steps: a shopper saves a handful of steps and goes back
 * a few times, so a connection saving far more is a script filling the records (each save may
 * value a trade-in or start a payment session). Counted like the other limits: in this process's
 * memory, or in Redis across replicas.
 */

export type CheckoutStepRateLimiter = SiteRateLimiter;

export const DEFAULT_CHECKOUT_STEP_RATE_KEY_PREFIX = 'forecourt:checkout-step-rate';

/** Saves one connection may make in ten minutes: every step several times over. */
export const CHECKOUT_STEP_SAVES_PER_CONNECTION = 60;
/** Saves of the whole site in ten minutes: far beyond any dealer's day of buyers. */
export const CHECKOUT_STEP_SAVES_PER_SITE = 5000;
const WINDOW_MINUTES = 10;

const CHECKOUT_STEP_LIMITS: SiteRateLimits = {
  perConnection: { allowed: CHECKOUT_STEP_SAVES_PER_CONNECTION, windowMinutes: WINDOW_MINUTES },
  perSite: { allowed: CHECKOUT_STEP_SAVES_PER_SITE, windowMinutes: WINDOW_MINUTES },
};

export class FlexibleCheckoutStepRateLimiter extends FlexibleSiteRateLimiter {
  constructor(options: SiteRateLimiterOptions = {}) {
    super(
      (site) => (site.config.features.onlinePurchase ? CHECKOUT_STEP_LIMITS : null),
      DEFAULT_CHECKOUT_STEP_RATE_KEY_PREFIX,
      options,
    );
  }
}

/** Step saves counted in Redis when REDIS_URL is set, else in this process's memory. */
export function createCheckoutStepRateLimiterFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const { redis, store, location } = rateLimitStoreFromEnv('checkout step rate limits', env);
  return {
    limiter: new FlexibleCheckoutStepRateLimiter({ redis, ownsRedis: true }),
    store,
    location,
  };
}
