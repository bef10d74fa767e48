import { CSRF_HEADER } from '@forecourt/schema/api/csrf-header';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * Whether a request was sent by a web browser. Every browser adds Origin to a cross-origin fetch
 * and to any POST, and current ones add Sec-Fetch-Site to every request; a page's script can
 * remove neither. A partner's server or curl sends neither, and needs no protection: a cross-site
 * attack rides on a shopper's browser, and a browser always says where the page came from.
 */
export function comesFromBrowser(request: Request): boolean {
  return request.headers.has('origin') || request.headers.has('sec-fetch-site');
}

/**
 * GraphQL requests from a browser must carry the CSRF header (any value), whatever their method
 * and body. Yoga's CSRF-prevention plugin uses the same header but asks for it only where a
 * browser skips the CORS preflight (GET and form bodies): it lets a JSON POST through without it
 * and turns away a partner's plain GET. Here every browser request needs it, JSON too, so a CORS
 * answer given by mistake is still not enough to write across sites; partners need nothing.
 */
export function useBrowserCsrfHeader(): Plugin {
  return {
    onRequestParse({ request }) {
      if (!comesFromBrowser(request)) return;
      if (request.headers.get(CSRF_HEADER)?.trim()) return;
      throw createGraphQLError(
        `A GraphQL request from a web page must send the ${CSRF_HEADER} header (any value). ` +
          'Servers and command-line tools that send no Origin or Sec-Fetch-Site header need not.',
        { extensions: { code: 'CSRF_HEADER_REQUIRED', http: { status: 403 } } },
      );
    },
  };
}
