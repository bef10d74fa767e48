import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@forecourt/schema/api/csrf-header';
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RefusedLeadForm, RenderPageOptions } from '@forecourt/client/ssr-contract';
import type { Site } from '@forecourt/tenants/site';
import { newCspNonce, withPageCsp } from '../http/content-security-policy.js';
import type { LeadFormTokens } from '../leads/lead-form-token.js';
import type { ForecourtYoga } from '../yoga.js';
import type { ClientBuild } from './client-build.js';
import { siteZoneOffsets } from './site-zone-offsets.js';

export interface SitePageOptions {
  /**
   * Signs the form token the page's lead forms carry, so they can be sent without JavaScript;
   * without it they are sent by script only.
   */
  formTokens?: LeadFormTokens | undefined;
  /** A posted lead form the page shows again, refused, with what was typed. */
  refused?: RefusedLeadForm | undefined;
  /** The page's status instead of its route's (a refused posted form's 422). */
  status?: number | undefined;
  /** The site's origin as the browser sees it (https behind our TLS proxy); the request's if left out. */
  origin?: string | undefined;
}

/**
 * Server-renders a page of the request's site. The page's queries run in-process through the
 * same yoga instance (and so the same tenancy and validation) as /graphql, without a network hop.
 * Each page gets a new nonce for its scripts and the Content-Security-Policy that names it, and
 * its lead forms a form token of their own, issued now: a form is issued its token when it renders.
 */
export async function renderSitePage(
  request: Request,
  yoga: ForecourtYoga,
  client: ClientBuild,
  site: Site,
  { formTokens, refused, status, origin }: SitePageOptions = {},
) {
  const nonce = newCspNonce();
  const page = await client.renderPage({
    request,
    assets: client.assets,
    nonce,
    status,
    origin,
    leadForms: formTokens && {
      formToken: formTokens.issue(site.config.slug, new Date()).token,
      idempotencyKey: randomUUID(),
      refused,
    },
    zoneOffsets: siteZoneOffsets(site),
    executeGraphQL: pageGraphQL(request, yoga, site),
  });
  return withPageCsp(page, site, nonce);
}

/**
 * Runs a page's GraphQL operations in-process for the page's request; `onAnswer` is told each
 * answer's headers (its Cache-Control and Expires: who may keep it, and how long).
 */
export function pageGraphQL(
  request: Request,
  yoga: ForecourtYoga,
  site: Site,
  onAnswer?: (headers: Headers) => void,
): RenderPageOptions['executeGraphQL'] {
  const graphqlUrl = new URL('/graphql', request.url);
  return async (body) => {
    const json = JSON.stringify(body);
    const response = await yoga.fetch(
      graphqlUrl,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // Its length known, the body is not counted as it is read (useRequestBodyLimit).
          'content-length': String(Buffer.byteLength(json)),
          accept: 'application/graphql-response+json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          // The page is the shopper's: its queries see their session, as the browser's would.
          ...cookieOf(request),
        },
        body: json,
      },
      { site },
    );
    onAnswer?.(response.headers);
    const answer = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    // The query ran as promise continuations, reading no socket meanwhile: the event loop turns
    // before the render goes on (render-admission.ts says why).
    await nextTurn();
    return answer;
  };
}

const cookieOf = (request: Request): Record<string, string> => {
  const cookie = request.headers.get('cookie');
  return cookie ? { cookie } : {};
};
