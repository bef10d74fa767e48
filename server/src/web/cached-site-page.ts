import { randomBytes, randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { newCspNonce, withPageCsp } from '../http/content-security-policy.js';
import type { LeadFormTokens } from '../leads/lead-form-token.js';
import {
  isAnonymousRequest,
  NO_STORE_CACHE_CONTROL,
  OWN_BROWSER_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from '../response-cache/cache-policy.js';
import { matchesIfNoneMatch, weakEtagOf } from '../http/entity-tags.js';
import { notModified } from '../response-cache/http-validators.js';
import type { CachedAnswer, ResponseCache } from '../response-cache/response-cache.js';
import type { ForecourtYoga } from '../yoga.js';
import type { ClientBuild } from './client-build.js';
import { pageGraphQL, renderSitePage } from './render-site-page.js';

/**
 * An anonymous visitor's page, from the in-process cache when it holds it.
 *
 * What is cached is the expensive part, the GraphQL data and the React render, as HTML in which
 * the three values that must be new for every response are placeholders: the CSP nonce, the lead
 * forms' single-use form token and their idempotency key. Every response, cached or not, has them
 * stamped in fresh by one string replacement (microseconds against a render's milliseconds), and
 * its Content-Security-Policy names the fresh nonce: two visitors never share a nonce or a token,
 * as before the cache. The placeholders hold a random secret of this process, so nothing a
 * shopper or a feed puts in a page can be one and be stamped with a real nonce.
 *
 * Headers: the validator is a weak ETag of the cached template with the secret taken out (the
 * same on every replica for the same page; weak, as the bytes differ by their stamps). A 304
 * carries no Content-Security-Policy, so the browser keeps the policy that names the nonce of
 * the copy it keeps. A shared cache (a CDN) may keep the page (PUBLIC_CACHE_CONTROL) only when
 * it carries no form token: a token is single-use, and a CDN would hand one to every visitor
 * (their first lead would be refused as sent before). With tokens (a server given FORECOURT_FORM_SECRET's
 * tokens, as production is) only the visitor's own browser keeps the page, and asks again each
 * time with If-None-Match. A nonce shared by a CDN's visitors is no weakness: a new one is drawn
 * on every fill, after the content it protects was written.
 */
export async function cachedSitePage(
  request: Request,
  yoga: ForecourtYoga,
  client: ClientBuild,
  site: Site,
  {
    formTokens,
    cache,
    origin,
  }: {
    formTokens?: LeadFormTokens | undefined;
    cache: ResponseCache;
    /** The site's origin as the browser sees it; see renderSitePage. */
    origin?: string | undefined;
  },
): Promise<Response> {
  if (!isAnonymousRequest(request))
    return renderSitePage(request, yoga, client, site, { formTokens, origin });
  // HEAD is answered from GET's page: the same headers, no body. The public origin is part of
  // the key, as the page's canonical and link-preview addresses name it.
  const key = `page\n${origin ?? ''}\n${request.url}`;
  const cached = cache.get(site, key);
  if (cached) return stampedResponse(request, site, cached, formTokens);

  const generation = cache.generationOf(site);
  let everyAnswerPublic = true;
  const page = await client.renderPage({
    request,
    assets: client.assets,
    origin,
    nonce: NONCE_PLACEHOLDER,
    leadForms: formTokens && {
      formToken: FORM_TOKEN_PLACEHOLDER,
      idempotencyKey: IDEMPOTENCY_KEY_PLACEHOLDER,
    },
    executeGraphQL: pageGraphQL(request, yoga, site, (cacheControl) => {
      if (!cacheControl?.startsWith('public')) everyAnswerPublic = false;
    }),
  });
  const body = await page.text();
  // Errors, missing cars and pages whose data read who is asking are rendered for this request
  // only; a page whose data is not public (the browser's checkout journey) is kept by nobody.
  if (page.status !== 200 || !everyAnswerPublic) {
    const stamped = stamp(body, site, formTokens);
    const headers = {
      'content-type': HTML,
      ...(everyAnswerPublic ? {} : { 'cache-control': NO_STORE_CACHE_CONTROL }),
    };
    return withPageCsp(
      new Response(stamped.body, { status: page.status, headers }),
      site,
      stamped.nonce,
    );
  }
  const answer: CachedAnswer = {
    body,
    etag: weakEtagOf(body.replaceAll(PLACEHOLDER_SECRET, '')),
  };
  cache.set(site, key, generation, answer);
  return stampedResponse(request, site, answer, formTokens);
}

const HTML = 'text/html; charset=utf-8';

/** Never leaves the process: see cachedSitePage. */
const PLACEHOLDER_SECRET = randomBytes(18).toString('hex');
const NONCE_PLACEHOLDER = `n${PLACEHOLDER_SECRET}`;
const FORM_TOKEN_PLACEHOLDER = `t${PLACEHOLDER_SECRET}`;
const IDEMPOTENCY_KEY_PLACEHOLDER = `k${PLACEHOLDER_SECRET}`;
const PLACEHOLDERS = new RegExp(`([ntk])${PLACEHOLDER_SECRET}`, 'g');

/** The page with a fresh nonce, form token and idempotency key in place of the placeholders. */
function stamp(body: string, site: Site, formTokens: LeadFormTokens | undefined) {
  const nonce = newCspNonce();
  let formToken: string | undefined;
  let idempotencyKey: string | undefined;
  const stamped = body.replace(PLACEHOLDERS, (_match, kind: string) => {
    if (kind === 'n') return nonce;
    if (kind === 't')
      return (formToken ??= formTokens?.issue(site.config.slug, new Date()).token ?? '');
    return (idempotencyKey ??= randomUUID());
  });
  return { body: stamped, nonce };
}

function stampedResponse(
  request: Request,
  site: Site,
  answer: CachedAnswer,
  formTokens: LeadFormTokens | undefined,
): Response {
  const headers = new Headers({
    'content-type': HTML,
    etag: answer.etag,
    'cache-control': formTokens ? OWN_BROWSER_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
    // A signed-in shopper's page differs (and is never kept): a cache must not mix the two.
    vary: 'Cookie',
  });
  if (matchesIfNoneMatch(request, answer.etag)) return notModified(headers);
  const { body, nonce } = stamp(answer.body, site, formTokens);
  return withPageCsp(new Response(body, { status: 200, headers }), site, nonce);
}
