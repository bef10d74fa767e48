import type { Site } from '@forecourt/tenants/site';
import type { SiteRegistry } from './site-registry.js';

/** The host a request was addressed to (the Host header, as the URL carries it). */
export function requestHost(request: Request): string {
  return new URL(request.url).host;
}

/** The site a request was addressed to, by its host; null when no site is served there. */
export function siteOfRequest(registry: SiteRegistry, request: Request): Site | null {
  return registry.siteForHost(requestHost(request));
}

export interface UnknownSiteOptions {
  /**
   * Name the sites' development hosts in the answer, as a hint. Never in production: a stranger
   * guessing hosts must not learn which dealers the platform serves.
   */
  listSites?: boolean;
}

/** Never a default site: an unknown host is told so (with the hosts that exist in development). */
export function unknownSiteResponse(
  request: Request,
  registry: SiteRegistry,
  { listSites = process.env.NODE_ENV !== 'production' }: UnknownSiteOptions = {},
): Response {
  const host = requestHost(request);
  const hint = listSites
    ? ` Use a site's domain, or <slug>.localhost in development (${registry.sites
        .map((s) => `${s.config.slug}.localhost`)
        .join(', ')}).`
    : '';
  const message = `No site is served at host "${host}".${hint}`;
  return Response.json(
    { errors: [{ message, extensions: { code: 'UNKNOWN_SITE' } }] },
    { status: 404 },
  );
}
