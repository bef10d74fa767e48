import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@forecourt/schema/api/csrf-header';
import type { Site } from '@forecourt/tenants/site';
import { newCspNonce, withPageCsp } from '../http/content-security-policy.js';
import type { ForecourtYoga } from '../yoga.js';
import type { ClientBuild } from './client-build.js';

/**
 * Server-renders a page of the request's site. The page's queries run in-process through the
 * same yoga instance (and so the same tenancy and validation) as /graphql, without a network hop.
 * Each page gets a new nonce for its scripts and the Content-Security-Policy that names it.
 */
export async function renderSitePage(
  request: Request,
  yoga: ForecourtYoga,
  client: ClientBuild,
  site: Site,
) {
  const graphqlUrl = new URL('/graphql', request.url);
  const nonce = newCspNonce();
  const page = await client.renderPage({
    request,
    assets: client.assets,
    nonce,
    executeGraphQL: async (body) => {
      const response = await yoga.fetch(
        graphqlUrl,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/graphql-response+json',
            [CSRF_HEADER]: CSRF_HEADER_VALUE,
          },
          body: JSON.stringify(body),
        },
        { site },
      );
      return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    },
  });
  return withPageCsp(page, site, nonce);
}
