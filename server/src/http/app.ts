import type { Site } from '@forecourt/tenants/site';
import {
  readPersistedOperations,
  type PersistedOperations,
} from '../api-access/persisted-operations.js';
import type { LeadFormTokens } from '../leads/lead-form-token.js';
import type { StockSearch } from '../stock/stock-search.port.js';
import type { SiteRegistry } from '../tenancy/site-registry.js';
import { siteOfRequest, unknownSiteResponse } from '../tenancy/unknown-site.js';
import type { ForecourtYoga } from '../yoga.js';
import type { CarPhotoSources } from '../media/car-photos.port.js';
import { createCarPhotoSources } from '../media/create-car-photo-sources.js';
import { servicePageRedirect } from '../content/service-page.js';
import { handleMediaRequest } from '../media/media-routes.js';
import type { FeedPhotoPipeline } from '../media/feed-photo-pipeline.js';
import { handlePrintRequest } from '../print/print-routes.js';
import { withSecurityHeaders } from './security-headers.js';
import { withVisitorCookie } from './visitor-cookie.js';
import type { ClientBuild } from '../web/client-build.js';
import { createAccountRoutes, type AccountRoutesOptions } from '../accounts/account-routes.js';
import { readSessionToken } from '../accounts/shopper-sessions.js';
import { clientAddress } from './client-address.js';
import { handleLeadFormPost } from '../web/lead-form-post.js';
import { renderSitePage } from '../web/render-site-page.js';
import { cachedSitePage } from '../web/cached-site-page.js';
import type { ResponseCache } from '../response-cache/response-cache.js';
import {
  keptPrivateWhenSettingCookies,
  withGraphQLValidators,
} from '../response-cache/http-validators.js';
import { serveClientAsset } from '../web/static-assets.js';
import { withChangedHeaders } from './changed-headers.js';
import { createReachRoutes } from '../reach/reach-routes.js';
import { publicOrigin } from '../reach/reach-origin.js';
import { ReachDocuments } from '../reach/reach-documents.js';

/**
 * Answers a request for the site, or null when the path is not this route's. `serverContext` is
 * what the HTTP adapter passed along (the Node socket: the connection's address).
 */
export type SiteRoute = (
  request: Request,
  site: Site,
  serverContext?: object,
) => Promise<Response | null>;

export interface AppOptions {
  registry: SiteRegistry;
  stockSearch: StockSearch;
  yoga: ForecourtYoga;
  /** Each site's car photos; by default from the source the site's settings name. */
  carPhotos?: CarPhotoSources;
  /** Fetches, resizes and caches the photos of sites showing their feed's; without it none are served. */
  feedPhotos?: FeedPhotoPipeline | undefined;
  /** The built web client; without it only the API and media are served. */
  client?: ClientBuild | undefined;
  /**
   * A route of the site's own that the composition root adds, tried after media and print:
   * the lead mailbox page at /dev/mailbox, given in development only.
   */
  extraRoute?: SiteRoute | undefined;
  /** Reverse proxies of ours in front, whose X-Forwarded-Proto says whether TLS was used. */
  trustedProxyHops?: number;
  /**
   * Signs the form tokens of the lead forms the pages render (the ones GraphQL checks): with it
   * (and the client), the lead forms can also be sent without JavaScript, posted to
   * LEAD_FORM_POST_PATH; without it they are sent by script only.
   */
  formTokens?: LeadFormTokens | undefined;
  /** The web client's operations by persisted id; by default the map built with the client. */
  persistedOperations?: PersistedOperations | undefined;
  /**
   * Shopper accounts: with them (and the client), the sign-in forms are taken and the site's
   * gated pages are shown only to signed-in shoppers.
   */
  accounts?: Omit<AccountRoutesOptions, 'renderRefused' | 'clientAddressOf'> | undefined;
  /**
   * Routes of the site's own that the composition root adds, tried in order after the sign-in
   * gate (so a gated page's GET is gated first): the payment provider's routes and the forms
   * posted by the checkout pages.
   */
  siteRoutes?: readonly SiteRoute[] | undefined;
  /**
   * The sitemaps and vehicle-ads feeds built so far, which the composition root forgets a site's
   * of when its stock changes; by default a cache of this app's own (rebuilt on its timer only).
   */
  reachDocuments?: ReachDocuments | undefined;
  /**
   * Keeps anonymous visitors' pages (response-cache/); give the same cache to yoga for its
   * public answers. Without it every page is rendered for its request.
   */
  responseCache?: ResponseCache | undefined;
}

/**
 * The HTTP surface: /graphql (and GraphiQL), the generated media and vehicle PDFs, the web
 * client's assets and its server-rendered pages, lead forms posted without JavaScript, and a
 * health check; pages give a new browser its
 * visitor cookie. Every route but the health check belongs to the request's host: the site is
 * found here once, and GraphQL is handed it (or answers that no site is served there).
 */
export function createApp({
  registry,
  stockSearch,
  yoga,
  carPhotos = createCarPhotoSources(),
  feedPhotos,
  client,
  extraRoute,
  trustedProxyHops,
  formTokens,
  persistedOperations,
  accounts,
  siteRoutes = [],
  reachDocuments = new ReachDocuments(),
  responseCache,
}: AppOptions) {
  // robots.txt, the sitemaps and the vehicle-ads feeds (server/src/reach/).
  const reachRoute = createReachRoutes({
    stockSearch,
    carPhotos,
    documents: reachDocuments,
    trustedProxyHops,
  });
  // Canonical and link-preview addresses name the origin the browser sees.
  const originOf = (request: Request) => publicOrigin(request, trustedProxyHops ?? 0);
  const leadFormPost =
    client && formTokens
      ? {
          yoga,
          client,
          formTokens,
          persistedOperations: persistedOperations ?? readPersistedOperations(),
          originOf,
        }
      : null;
  const accountRoutes =
    client && accounts
      ? createAccountRoutes({
          ...accounts,
          clientAddressOf: (request, serverContext) =>
            clientAddress(request, serverContext, trustedProxyHops ?? 0),
          renderRefused: (pageRequest, site, refused) =>
            renderSitePage(pageRequest, yoga, client, site, {
              formTokens,
              origin: originOf(pageRequest),
              refused,
              status: REFUSED_FORM_STATUS,
            }),
        })
      : null;
  /** `serverContext`: what the HTTP adapter passes along (the Node socket), handed to GraphQL. */
  return async function handle(request: Request, serverContext: object = {}): Promise<Response> {
    const response = keptPrivateWhenSettingCookies(
      withVisitorCookie(request, await route(request, serverContext)),
    );
    return withSecurityHeaders(request, privateToSignedIn(request, response), { trustedProxyHops });
  };

  async function route(request: Request, serverContext: object): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/healthz') return new Response('ok');
    // The one place the site is found from the host; GraphQL is handed it, never looks again.
    const site = siteOfRequest(registry, request);
    if (pathname === '/graphql' || pathname.startsWith('/graphql/')) {
      return withGraphQLValidators(request, await yoga.fetch(request, { ...serverContext, site }));
    }

    if (!site) return unknownSiteResponse(request, registry);
    const photos = carPhotos.forSite(site);
    const media = await handleMediaRequest(
      request,
      site,
      stockSearch.forSite(site),
      photos,
      feedPhotos,
    );
    if (media) return media;
    const print = await handlePrintRequest(request, site, stockSearch.forSite(site), {
      photos,
      feedPhotos,
    });
    if (print) return print;
    const reach = await reachRoute(request, site);
    if (reach) return reach;
    if (extraRoute) {
      const extra = await extraRoute(request, site);
      if (extra) return extra;
    }
    const serviceRedirect = servicePageRedirect(pathname, site.config);
    if (serviceRedirect) return serviceRedirect;
    if (accountRoutes) {
      // Before the pages: the gate decides whether a page is shown at all.
      const answered = await accountRoutes(request, site, serverContext);
      if (answered) return answered;
    }
    for (const siteRoute of siteRoutes) {
      const answered = await siteRoute(request, site, serverContext);
      if (answered) return answered;
    }
    if (leadFormPost) {
      const posted = await handleLeadFormPost(request, site, serverContext, leadFormPost);
      if (posted) return posted;
    }
    if (client) {
      const asset = await serveClientAsset(client.assetsDir, pathname);
      if (asset) return asset;
      if (request.method === 'GET' || request.method === 'HEAD') {
        const origin = originOf(request);
        return responseCache
          ? cachedSitePage(request, yoga, client, site, {
              formTokens,
              cache: responseCache,
              origin,
            })
          : renderSitePage(request, yoga, client, site, { formTokens, origin });
      }
    }
    return new Response(`Not found: ${pathname}`, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
}

/** The status of a page showing a refused posted form again. */
const REFUSED_FORM_STATUS = 422;

/**
 * A page or an API answer to a signed-in shopper may be theirs alone (their e-mail in the
 * header, their viewer in GraphQL): no cache keeps it.
 */
function privateToSignedIn(request: Request, response: Response): Response {
  if (!readSessionToken(request)) return response;
  // Pages and API answers only: the client's assets are the same for everyone.
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html') && !type.includes('json')) return response;
  return withChangedHeaders(response, (headers) =>
    headers.set('cache-control', 'private, no-store'),
  );
}
