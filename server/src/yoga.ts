import {
  FlexibleCheckoutStepRateLimiter,
  type CheckoutStepRateLimiter,
} from './checkout-journey/checkout-step-rate-limiter.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@forecourt/schema/api/csrf-header';
import type { Site } from '@forecourt/tenants/site';
import { createYoga, type Plugin } from 'graphql-yoga';
import { partnerAccess } from './api-access/partner-access.js';
import {
  FlexiblePartnerRateLimiter,
  type PartnerRateLimiter,
} from './api-access/partner-rate-limiter.js';
import {
  readPersistedOperations,
  type PersistedOperations,
} from './api-access/persisted-operations.js';
import { trustedDocuments, type ArbitraryDocuments } from './api-access/trusted-documents.js';
import { API_LIMITS, type ApiLimits } from './api-limits/api-limits.js';
import { operationCost } from './api-limits/operation-cost.js';
import { operationLimitsPlugins } from './api-limits/operation-limits.plugin.js';
import { useRequestBodyLimit } from './api-limits/request-body-limit.plugin.js';
import type { ReservationDesk } from './reservations/reservation-desk.port.js';
import { createContext, type GraphQLContext } from './context.js';
import { noViewer, type ViewerOf } from './accounts/viewer.js';
import { useAnswersInTurn } from './graphql/edge/answers-in-turn.plugin.js';
import { useCompiledExecution } from './graphql/edge/compiled-execution.plugin.js';
import { useJsonParams } from './graphql/edge/json-params.plugin.js';
import { useWellFormedInput } from './graphql/edge/well-formed-input.plugin.js';
import { requestClient } from './http/client-address.js';
import { useJsonBodyOnly } from './http/graphql-body-type.js';
import { graphqlCors, useVaryOnOrigin } from './http/graphql-cors.js';
import { useBrowserCsrfHeader } from './http/graphql-csrf.js';
import { requestVisitorKey } from './http/visitor-cookie.js';
import { LeadFormTokens, randomFormSecret } from './leads/lead-form-token.js';
import { FlexibleLeadRateLimiter, type LeadRateLimiter } from './rate-limits/lead-rate-limiter.js';
import { FlexibleRegoRateLimiter, type RegoRateLimiter } from './rate-limits/rego-rate-limiter.js';
import {
  FlexiblePhoneRevealRateLimiter,
  type PhoneRevealRateLimiter,
} from './rate-limits/phone-reveal-rate-limiter.js';
import { schema } from './schema.js';
import { financeLendersBySite } from './sources/finance/create-finance-lenders.js';
import { createPriceGauges } from './sources/price-gauge/create-price-gauges.js';
import type { PriceGauges } from './price-gauge/price-gauge.port.js';
import { usePublicQueryCache } from './response-cache/public-queries.plugin.js';
import type { ResponseCache } from './response-cache/response-cache.js';
import type { Records } from './sources/records/records.port.js';
import { createRegoLookups } from './sources/rego/create-rego-lookups.js';
import type { CarPhotoSources } from './media/car-photos.port.js';
import { createCarPhotoSources } from './media/create-car-photo-sources.js';
import type { RegoLookups } from './trade-in/rego-lookup.port.js';
import type { StockSearch } from './stock/stock-search.port.js';
import type { Postcodes } from './delivery/postcodes.port.js';
import { bundledPostcodes } from './sources/postcodes/bundled-postcodes.js';
import type { ReviewSources } from './reviews/review-source.port.js';
import { createReviewSources } from './sources/reviews/create-review-sources.js';
import type { SiteRegistry } from './tenancy/site-registry.js';
import { siteOfRequest, unknownSiteResponse } from './tenancy/unknown-site.js';

export interface YogaOptions {
  registry: SiteRegistry;
  stockSearch: StockSearch;
  records: Records;
  /** Each site's price gauge source; by default what the site's settings name. */
  priceGauges?: PriceGauges;
  /** Each site's rego service; by default what the site's settings name (none unless set). */
  regoLookups?: RegoLookups;
  /** Each site's car photos; by default from the source the site's settings name. */
  carPhotos?: CarPhotoSources;
  /** Australia's postcodes; by default the data set bundled with the server. */
  postcodes?: Postcodes;
  /** Each site's reviews; by default from the source the site's settings name. */
  reviewSources?: ReviewSources;
  /** GraphiQL at /graphql (development; off in production). */
  graphiql: boolean;
  /** The clock; tests fix it. */
  now?: () => Date;
  /** Lead form tokens; by default signed with a secret of this process. */
  formTokens?: LeadFormTokens;
  /** Limits on lead submissions; by default counted in this process's memory. */
  leadRateLimiter?: LeadRateLimiter;
  /** Limits on rego lookups; by default counted in this process's memory. */
  regoRateLimiter?: RegoRateLimiter;
  /** Limits on revealing masked phone numbers; by default counted in this process's memory. */
  phoneRevealRateLimiter?: PhoneRevealRateLimiter;
  /** Limits on saving the online purchase's steps; by default counted in this process's memory. */
  checkoutStepRateLimiter?: CheckoutStepRateLimiter;
  /** Reverse proxies of ours in front of the server, whose X-Forwarded-For is believed. */
  trustedProxyHops?: number;
  /**
   * Who may run documents of their own besides the web client's persisted operations:
   * 'partners-only' (production) or 'always' (development, tests).
   */
  arbitraryDocuments: ArbitraryDocuments;
  /** The web client's operations by persisted id; by default the map built with the client. */
  persistedOperations?: PersistedOperations;
  /** Partner keys' budgets per minute; by default counted in this process's memory. */
  partnerRateLimiter?: PartnerRateLimiter;
  /** Bounds on every operation (API_LIMITS unless given; tests lower them). */
  apiLimits?: Partial<ApiLimits>;
  /** Finds the signed-in shopper of a request (its session cookie); none signs anyone in. */
  viewerOf?: ViewerOf | undefined;
  /** Reserving cars with a deposit (the checkout pages, the online purchase's last step). */
  reservationDesk?: ReservationDesk | undefined;
  /** Keeps public query answers (response-cache/); none keeps nothing, headers still say. */
  responseCache?: ResponseCache | undefined;
  /** Leave "Did you mean …?" out of errors; by default in production. */
}

/**
 * What the HTTP side hands each GraphQL request besides the request: the site it found for the
 * host (null when none is served there), and the Node socket it came on.
 */
export interface ForecourtServerContext extends Record<string, unknown> {
  site?: Site | null | undefined;
}

/**
 * The GraphQL endpoint. The site, found from the request's host by the app, is handed over before anything else runs; the
 * context holds only sources already bound to that site.
 */
export function createForecourtYoga({
  registry,
  stockSearch,
  records,
  graphiql,
  now = () => new Date(),
  priceGauges = createPriceGauges({ stockSearch, now }),
  regoLookups = createRegoLookups(),
  carPhotos = createCarPhotoSources(),
  postcodes = bundledPostcodes,
  reviewSources = createReviewSources(),
  formTokens = new LeadFormTokens(randomFormSecret()),
  leadRateLimiter = new FlexibleLeadRateLimiter(),
  regoRateLimiter = new FlexibleRegoRateLimiter(),
  phoneRevealRateLimiter = new FlexiblePhoneRevealRateLimiter(),
  checkoutStepRateLimiter = new FlexibleCheckoutStepRateLimiter(),
  trustedProxyHops = 0,
  arbitraryDocuments,
  persistedOperations = readPersistedOperations(),
  partnerRateLimiter = new FlexiblePartnerRateLimiter(),
  apiLimits = {},
  viewerOf = noViewer,
  reservationDesk,
  responseCache,
}: YogaOptions) {
  const siteOf = new WeakMap<Request, Site>();
  const limits = { ...API_LIMITS, ...apiLimits };
  const finance = financeLendersBySite();

  const tenancy: Plugin<object, ForecourtServerContext> = {
    onRequest({ request, serverContext, endResponse }) {
      // The app (and a server-rendered page) hands over the site it found for the request; only a
      // caller of yoga itself (tests, benchmarks) leaves the lookup by host to it.
      const site =
        serverContext && 'site' in serverContext
          ? serverContext.site
          : siteOfRequest(registry, request);
      if (!site) return endResponse(unknownSiteResponse(request, registry));
      siteOf.set(request, site);
    },
  };

  const partners = partnerAccess({
    arbitraryDocuments,
    siteOf: (request) => siteOf.get(request),
    records,
    limiter: partnerRateLimiter,
    costOf: (document, variables, operationName) =>
      operationCost(schema, document, variables, { operationName }),
  });
  const persisted = trustedDocuments({
    arbitraryDocuments,
    persistedOperations,
    isPartner: (request) => partners.partnerOf(request) !== undefined,
  });

  return createYoga<ForecourtServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: graphiql && {
      title: 'Forecourt GraphiQL',
      defaultQuery: EXAMPLE_QUERY,
      additionalHeaders: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    },
    // GraphiQL's scripts and styles from this server, not a CDN: it works offline and under the
    // pages' CSP. Loaded on first use (it is 9 MB), so a server that never shows it never holds it.
    renderGraphiQL: async (options) =>
      (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(options),
    landingPage: false,
    maskedErrors: true,
    // Bounded by the API's own limit, more cheaply (useRequestBodyLimit).
    maxRequestBodySize: false,
    cors: graphqlCors(registry),
    // Bad input is the sender's 4xx; text is made storable before anything reads it.
    plugins: [
      tenancy,
      useAnswersInTurn(),
      useRequestBodyLimit(limits.maxRequestBodyBytes),
      useJsonParams(),
      useJsonBodyOnly(),
      useBrowserCsrfHeader(),
      useVaryOnOrigin(),
      partners.plugin,
      persisted,
      useWellFormedInput(),
      ...operationLimitsPlugins({ limits, schema }),
      useCompiledExecution(persistedOperations.values()),
      // Last: every check above has run before a kept answer is served.
      usePublicQueryCache(responseCache, now),
    ],
    // The rest of the initial context is the HTTP adapter's (the Node socket, for the address).
    context: async ({ request, ...serverContext }) => {
      const site = siteOf.get(request)!;
      const requestTime = now();
      const viewer = await viewerOf(request, site, requestTime);
      return createContext({
        site,
        stock: stockSearch.forSite(site, now),
        records: records.forSite(site),
        finance: finance.forSite(site),
        priceGauge: priceGauges.forSite(site),
        regoLookup: regoLookups.forSite(site),
        photos: carPhotos.forSite(site),
        postcodes,
        reviews: reviewSources.forSite(site),
        visitorKey: requestVisitorKey(request, requestTime),
        client: requestClient(request, serverContext, trustedProxyHops),
        formTokens,
        leadRateLimiter,
        regoRateLimiter,
        phoneRevealRateLimiter,
        checkoutStepRateLimiter,
        now: requestTime,
        viewer,
        reservationDesk: reservationDesk ?? null,
      });
    },
  });
}

/** The operation GraphiQL opens with; partners start from it. */
export const EXAMPLE_QUERY = `# Search this site's stock: change the filters, sort and page.
query SearchExample {
  site { name }
  carSearch(filters: { price: { min: 10000, max: 40000 } }, sort: LOWEST_PRICE, first: 5) {
    totalCount
    pageCount
    edges { node { name slug priceDisplay { text } km tag { label } } }
    facets { attribute label values { value label count selected } stats { min max } }
  }
}
`;

export type ForecourtYoga = ReturnType<typeof createForecourtYoga>;
