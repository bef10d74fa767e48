import type { Site } from '@forecourt/tenants/site';
import type { RequestClient } from './http/client-address.js';
import type { LeadFormTokens } from './leads/lead-form-token.js';
import type { CarPhotoSource } from './media/car-photos.port.js';
import type { LeadRateLimiter } from './rate-limits/lead-rate-limiter.js';
import type { RegoRateLimiter } from './rate-limits/rego-rate-limiter.js';
import type { PhoneRevealRateLimiter } from './rate-limits/phone-reveal-rate-limiter.js';
import type { FinanceLenders } from './finance/finance-lenders.port.js';
import type { PriceGauge } from './price-gauge/price-gauge.port.js';
import type { SiteRecords } from './sources/records/records.port.js';
import type { RegoLookup } from './trade-in/rego-lookup.port.js';
import type { SiteStock } from './stock/stock-search.port.js';
import type { Postcodes } from './delivery/postcodes.port.js';
import type { ReviewSource } from './reviews/review-source.port.js';
import { createLoaders, type Loaders } from './loaders.js';
import { AnswerLifetime } from './response-cache/answer-lifetime.js';
import type { Viewer } from './accounts/viewer.js';
import type { ReservationDesk } from './reservations/reservation-desk.port.js';
import type { CheckoutStepRateLimiter } from './checkout-journey/checkout-step-rate-limiter.js';

/** Per request: the tenant, its sources (already bound to it) and fresh DataLoaders. */
export interface GraphQLContext {
  site: Site;
  stock: SiteStock;
  records: SiteRecords;
  finance: FinanceLenders;
  priceGauge: PriceGauge;
  /** The site's rego service (or none): the trade-in valuation's first step. */
  regoLookup: RegoLookup;
  /** Where the site's car photos come from (drawn here, or the feed's). */
  photos: CarPhotoSource;
  /** Australia's postcodes and where they are: delivery estimates, lead postcode checks. */
  postcodes: Postcodes;
  /** What shoppers said about the site's locations (its reviews file or Google). */
  reviews: ReviewSource;
  /** Who is asking, for counting views: the visitor cookie, or a daily hash without one. */
  visitorKey: string;
  loaders: Loaders;
  /** The shopper's connection: its address (per-connection limits) and user agent. */
  client: RequestClient;
  /** Issues and checks the single-use tokens lead forms are rendered with. */
  formTokens: LeadFormTokens;
  /** Limits on lead submissions, shared by every request of the process. */
  leadRateLimiter: LeadRateLimiter;
  /** Limits on rego lookups (which the dealer pays for), shared by every request of the process. */
  regoRateLimiter: RegoRateLimiter;
  /** Limits on revealing a masked site's phone numbers, shared by every request of the process. */
  phoneRevealRateLimiter: PhoneRevealRateLimiter;
  /** Limits on saving the online purchase's steps, shared by every request of the process. */
  checkoutStepRateLimiter: CheckoutStepRateLimiter;
  /** The request's clock: one instant for every rule that depends on time. */
  now: Date;
  /** Until when the answer holds, for the caches: a value that changes by the clock says so. */
  lifetime: AnswerLifetime;
  /** The signed-in shopper (from the site's session cookie), or null for a visitor. */
  viewer: Viewer | null;
  /** Reserving cars with a deposit; null where the platform takes no reservations. */
  reservationDesk: ReservationDesk | null;
}

/** Everything of a request's context but what is built from it (the loaders, the lifetime). */
export type ContextSources = Omit<GraphQLContext, 'loaders' | 'lifetime'>;

export function createContext(sources: ContextSources): GraphQLContext {
  return {
    ...sources,
    lifetime: new AnswerLifetime(),
    loaders: createLoaders(sources.stock, sources.records, sources.finance, sources.priceGauge),
  };
}
