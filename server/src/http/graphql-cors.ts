import type { Site } from '@forecourt/tenants/site';
import type { CORSOptions, Plugin } from 'graphql-yoga';
import type { SiteRegistry } from '../tenancy/site-registry.js';
import { requestHost } from '../tenancy/unknown-site.js';

/** How long a browser may reuse a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;
const METHODS = ['GET', 'POST'];

export interface GraphQLCorsOptions {
  /** Development also allows the site's `<slug>.localhost` pages over plain http. */
  development?: boolean;
}

/**
 * Who may read /graphql's answers from a page on another origin, decided per request for the
 * site the request is addressed to. The site's own domains (https; in development also http and
 * `<slug>.localhost`) get CORS with credentials, so its visitor cookie may travel. Origins the
 * site lists in `api.allowedOrigins` get CORS without credentials: another website's page has no
 * business sending the shopper's cookie of this site. Any other origin gets no CORS header at
 * all, so the browser keeps the answer from the page and refuses to send a non-simple request.
 */
export function graphqlCors(
  registry: SiteRegistry,
  { development = process.env.NODE_ENV !== 'production' }: GraphQLCorsOptions = {},
) {
  return (request: Request): CORSOptions => {
    const origin = request.headers.get('origin');
    if (!origin) return false;
    const site = registry.siteForHost(requestHost(request));
    if (!site) return false;
    const allowed = (credentials: boolean): CORSOptions => ({
      origin: [origin],
      credentials,
      methods: METHODS,
      maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    });
    if (isOwnOrigin(origin, site, registry, development)) return allowed(true);
    if (site.config.api.allowedOrigins.includes(origin)) return allowed(false);
    return false;
  };
}

function isOwnOrigin(
  origin: string,
  site: Site,
  registry: SiteRegistry,
  development: boolean,
): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  if (registry.siteForHost(url.host) !== site) return false;
  if (development) return url.protocol === 'https:' || url.protocol === 'http:';
  // The development host resolves to the visitor's own machine: not one of the site's pages.
  return url.protocol === 'https:' && !url.hostname.endsWith('.localhost');
}

/**
 * Whether an answer may be read depends on the request's Origin, so every /graphql answer says
 * so: a shared cache must not hand one origin's answer (or its missing CORS headers) to another.
 */
export function useVaryOnOrigin(): Plugin {
  return {
    onResponse({ response }) {
      const vary = response.headers.get('vary') ?? '';
      if (!/(^|,)\s*origin\s*(,|$)/i.test(vary)) response.headers.append('vary', 'Origin');
    },
  };
}
