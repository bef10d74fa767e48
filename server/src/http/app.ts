import type { StockSearch } from '../sources/stock-search/stock-search.port.js';
import type { SiteRegistry } from '../tenancy/site-registry.js';
import { requestHost, unknownSiteResponse } from '../tenancy/unknown-site.js';
import type { ForecourtYoga } from '../yoga.js';
import { handleMediaRequest } from '../media/media-routes.js';

export interface AppOptions {
  registry: SiteRegistry;
  stockSearch: StockSearch;
  yoga: ForecourtYoga;
}

/**
 * The HTTP surface: /graphql (and GraphiQL), the generated media, and a health check. Every
 * route but the health check belongs to the site of the request's host.
 */
export function createApp({ registry, stockSearch, yoga }: AppOptions) {
  return async function handle(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/healthz') return new Response('ok');
    // The storefront pages arrive with the web client; until then the root opens the API explorer.
    if (pathname === '/') return Response.redirect(new URL('/graphql', request.url), 302);
    if (pathname === '/graphql' || pathname.startsWith('/graphql/')) return yoga.fetch(request);

    const site = registry.siteForHost(requestHost(request));
    if (!site) return unknownSiteResponse(request, registry);
    const media = await handleMediaRequest(request, site, stockSearch.forSite(site));
    if (media) return media;
    return new Response(`Not found: ${pathname}`, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  };
}
