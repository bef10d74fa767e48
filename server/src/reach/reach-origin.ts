import type { Site } from '@forecourt/tenants/site';
import { servedOverTls } from '../http/security-headers.js';

/**
 * The origin the shopper's browser (or a crawler) sees: the host the request asked, over https
 * when the request came over TLS, itself or through the reverse proxies TRUSTED_PROXY_HOPS
 * declares. The sitemaps and feeds name it (a sitemap may only list addresses of its own host,
 * sitemaps.org), and pages' canonical and link-preview addresses do.
 */
export function publicOrigin(request: Request, trustedProxyHops: number): string {
  const url = new URL(request.url);
  return `${servedOverTls(request, trustedProxyHops) ? 'https:' : url.protocol}//${url.host}`;
}

/**
 * Whether the request asked one of the site's own domains (its `domains` setting): its public
 * address. Any other host that serves the site (`<slug>.localhost`, a staging or preview name)
 * is not one search engines should index.
 */
export function isPublicHost(request: Request, site: Site): boolean {
  const host = new URL(request.url).hostname.toLowerCase().replace(/\.$/, '');
  return site.config.domains.includes(host);
}
