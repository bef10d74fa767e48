import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import type { Site } from '@forecourt/tenants/site';
import type { PartnerRateLimiter } from '../api-access/partner-rate-limiter.js';
import type { ArbitraryDocuments } from '../api-access/trusted-documents.js';
import type { ApiLimits } from '../api-limits/api-limits.js';
import type { LeadFormTokens } from '../leads/lead-form-token.js';
import { TEST_FORM_TOKENS } from '../leads/testing/test-form-tokens.js';
import type { LeadRateLimiter } from '../rate-limits/lead-rate-limiter.js';
import type { RegoRateLimiter } from '../rate-limits/rego-rate-limiter.js';
import type { PhoneRevealRateLimiter } from '../rate-limits/phone-reveal-rate-limiter.js';
import type { Postcodes } from '../delivery/postcodes.port.js';
import { bundledPostcodes } from '../sources/postcodes/bundled-postcodes.js';
import { createPgliteRecords } from '../sources/records/create-records.js';
import type { Records } from '../sources/records/records.port.js';
import { EmbeddedStockSearch } from '../sources/stock-search/embedded/embedded-stock-search.js';
import { SiteRegistry } from '../tenancy/site-registry.js';
import { createForecourtYoga } from '../yoga.js';
import type { ViewerOf } from '../accounts/viewer.js';
import { sessionViewerOf } from '../accounts/shopper-sessions.js';
import type { PaymentProvider } from '../payments/payment-provider.port.js';
import { RecordingPaymentProvider } from '../payments/testing/recording-payment-provider.js';
import type { ReservationDesk } from '../reservations/reservation-desk.port.js';
import { ReservationDeskService } from '../reservations/reservation-desk.js';
import type { StockSearch } from '../stock/stock-search.port.js';
import { siteOrigin } from '../tenancy/site-origin.js';
import type { CheckoutStepRateLimiter } from '../checkout-journey/checkout-step-rate-limiter.js';

/** The postcodes the test platform answers with (the server's default, the bundled data set). */
export const TEST_POSTCODES: Postcodes = bundledPostcodes;

/** A fixed clock so tags and the sold window give the same answers on every run. */
export const TEST_NOW = new Date('2026-11-01T00:00:00.000Z');

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface TestPlatformOptions {
  /** The platform's clock (TEST_NOW unless given). */
  now?: () => Date;
  /** Records to use instead of a fresh in-memory PGlite (closed by `close`). */
  records?: Records;
  /** Lead form tokens (TEST_FORM_TOKENS unless given). */
  formTokens?: LeadFormTokens;
  /** Lead submission limits (in memory unless given). */
  leadRateLimiter?: LeadRateLimiter;
  /** Rego lookup limits (in memory unless given). */
  regoRateLimiter?: RegoRateLimiter;
  /** Phone reveal limits (in memory unless given). */
  phoneRevealRateLimiter?: PhoneRevealRateLimiter;
  /** Believe X-Forwarded-For from this many proxies (tests send one address per shopper). */
  trustedProxyHops?: number;
  /** Who may send documents of their own: everyone unless given (tests send raw documents). */
  arbitraryDocuments?: ArbitraryDocuments;
  /** Partner keys' budgets (in memory unless given). */
  partnerRateLimiter?: PartnerRateLimiter;
  /** Operation limits other than API_LIMITS. */
  apiLimits?: Partial<ApiLimits>;
  /** Who a request speaks for; by default the shopper its session cookie signs in. */
  viewerOf?: ViewerOf;
  /**
   * The reservations' desk GraphQL hands reserving to (none unless given), or how to make one
   * from the platform's sites, records and stock (e.g. `testReservationDesk`).
   */
  reservationDesk?: ReservationDesk | ((platform: TestPlatformParts) => ReservationDesk);
  /** Limits on saving the online purchase's steps (in memory unless given). */
  checkoutStepRateLimiter?: CheckoutStepRateLimiter;
  /** Leave "Did you mean …?" out of errors, as production does (kept in by default). */
}

/** What a desk made for the platform works on. */
export interface TestPlatformParts {
  sites: Site[];
  records: Records;
  stockSearch: StockSearch;
  now: () => Date;
}

/**
 * A reservation desk over the platform's parts with the recording payment provider (a test
 * double: it takes no money), for `createTestPlatform(…, { reservationDesk: testReservationDesk(provider) })`.
 */
export const testReservationDesk =
  (provider: PaymentProvider = new RecordingPaymentProvider()) =>
  ({ sites, records, stockSearch, now }: TestPlatformParts): ReservationDesk =>
    new ReservationDeskService({
      sites,
      records,
      stock: stockSearch,
      provider,
      origin: (site) => siteOrigin(site),
      log: { info: () => {}, warn: () => {}, error: () => {} },
      now,
      journeyLead: async (site, journeyId) =>
        (await records.forSite(site).checkoutJourney(journeyId))?.leadId ?? null,
    });

/** The demo sites with smaller generated stock, served by the embedded engine through yoga. */
export async function createTestPlatform(
  stockSize = 400,
  givenSites?: Site[],
  options: TestPlatformOptions = {},
) {
  const sites = givenSites ?? (await loadDemoSites());
  const stockSearch = new EmbeddedStockSearch();
  for (const site of sites) {
    await stockSearch.replaceSiteStock(
      site,
      generateStock(site, { size: stockSize, now: TEST_NOW }),
    );
  }
  const registry = new SiteRegistry(sites);
  // In memory, and started only when a test first records or reads something.
  const records = options.records ?? createPgliteRecords();
  const now = options.now ?? (() => TEST_NOW);
  const reservationDesk =
    typeof options.reservationDesk === 'function'
      ? options.reservationDesk({ sites, records, stockSearch, now })
      : options.reservationDesk;
  const yoga = createForecourtYoga({
    registry,
    stockSearch,
    records,
    graphiql: false,
    now,
    formTokens: options.formTokens ?? TEST_FORM_TOKENS,
    leadRateLimiter: options.leadRateLimiter,
    regoRateLimiter: options.regoRateLimiter,
    phoneRevealRateLimiter: options.phoneRevealRateLimiter,
    trustedProxyHops: options.trustedProxyHops,
    arbitraryDocuments: options.arbitraryDocuments ?? 'always',
    partnerRateLimiter: options.partnerRateLimiter,
    apiLimits: options.apiLimits,
    viewerOf: options.viewerOf ?? sessionViewerOf((site) => records.forSite(site)),
    reservationDesk,
    checkoutStepRateLimiter: options.checkoutStepRateLimiter,
  });

  async function query<T = Record<string, unknown>>(
    host: string,
    document: string,
    variables: Record<string, unknown> = {},
    /** Extra request headers, e.g. a visitor's `cookie`. */
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> {
    const response = await yoga.fetch(`http://${host}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: document, variables }),
    });
    return {
      status: response.status,
      ...((await response.json()) as Omit<GraphQLResponse<T>, 'status'>),
    };
  }

  const site = (slug: string): Site => {
    const found = sites.find((s) => s.config.slug === slug);
    if (!found) throw new Error(`no demo site ${slug}`);
    return found;
  };

  return {
    sites,
    site,
    stockSearch,
    registry,
    records,
    reservationDesk,
    yoga,
    query,
    hostOf: (slug: string) => `${slug}.localhost`,
    /** Closes the records database (a no-op when nothing was recorded); for `afterAll`. */
    close: () => Promise.all([records.close(), stockSearch.close()]).then(() => undefined),
  };
}
