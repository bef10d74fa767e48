import type { SiteRegistry } from './site-registry.js';

/** The host a request was addressed to (the Host header, as the URL carries it). */
export function requestHost(request: Request): string {
  return new URL(request.url).host;
}

/** Never a default site: an unknown host is told so, with the hosts that do exist in development. */
export function unknownSiteResponse(request: Request, registry: SiteRegistry): Response {
  const host = requestHost(request);
  const message = `No site is served at host "${host}". Use a site's domain, or <slug>.localhost in development (${registry.sites
    .map((s) => `${s.config.slug}.localhost`)
    .join(', ')}).`;
  return Response.json(
    { errors: [{ message, extensions: { code: 'UNKNOWN_SITE' } }] },
    { status: 404 },
  );
}
