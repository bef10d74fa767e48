import type { Site } from '@forecourt/tenants/site';
import { Response as AdapterResponse } from '@whatwg-node/server';
import { withPageCsp } from '../http/content-security-policy.js';
import { matchesIfNoneMatch } from '../http/entity-tags.js';
import { type ContentCoding, preferredCoding } from '../http/accept-encoding.js';
import type { LeadFormTokens } from '../leads/lead-form-token.js';
import {
  expiresOf,
  isAnonymousRequest,
  NO_STORE_CACHE_CONTROL,
  OWN_BROWSER_CACHE_CONTROL,
  setPublicCaching,
} from '../response-cache/cache-policy.js';
import { notModified } from '../response-cache/http-validators.js';
import type { AnswerKind, ResponseCache } from '../response-cache/response-cache.js';
import type { ForecourtYoga } from '../yoga.js';
import { logger } from '../logger.js';
import type { ClientBuild } from './client-build.js';
import {
  FORM_TOKEN_PLACEHOLDER,
  IDEMPOTENCY_KEY_PLACEHOLDER,
  NONCE_PLACEHOLDER,
  PageStamps,
  StampablePage,
} from './page-stamps.js';
import { pageGraphQL, renderSitePage } from './render-site-page.js';
import { siteZoneOffsets } from './site-zone-offsets.js';

/**
 * An anonymous visitor's page, from the in-process cache when it holds it.
 *
 * What is cached is the expensive part, the GraphQL data and the React render, as HTML in which
 * the three values that must be new for every response are placeholders (page-stamps.ts): the
 * CSP nonce, the lead forms' single-use form token and their idempotency key. Every response,
 * cached or not, has them stamped in fresh, and its Content-Security-Policy names the fresh
 * nonce: two visitors never share a nonce or a token, as before the cache. The page is kept
 * compressed with holes for the stamps, so a response from the cache costs neither a render nor
 * a compression.
 *
 * Headers: the validator is a weak ETag (StampablePage). A 304
 * carries no Content-Security-Policy, so the browser keeps the policy that names the nonce of
 * the copy it keeps. A shared cache (a CDN) may keep the page (PUBLIC_CACHE_CONTROL) only when
 * it carries no form token: a token is single-use, and a CDN would hand one to every visitor
 * (their first lead would be refused as sent before). With tokens (a server given FORECOURT_FORM_SECRET's
 * tokens, as production is) only the visitor's own browser keeps the page, and asks again each
 * time with If-None-Match. A nonce shared by a CDN's visitors is no weakness: a new one is drawn
 * on every fill, after the content it protects was written.
 *
 * A kept page past its time (stale, ResponseCache) is still served, while it is rendered again
 * behind it (renderAgainBehind); an import or a reservation change makes it unreachable at once,
 * and so does the instant its data stops holding (the earliest Expires of its GraphQL answers:
 * the sales counter's next sale), which a CDN is told too.
 */
export async function cachedSitePage(
  request: Request,
  yoga: ForecourtYoga,
  client: ClientBuild,
  site: Site,
  options: CachedPageOptions,
): Promise<Response> {
  const { formTokens, cache, origin } = options;
  if (!isAnonymousRequest(request))
    return renderSitePage(request, yoga, client, site, { formTokens, origin });
  // HEAD is answered from GET's page: the same headers, no body. The public origin is part of
  // the key, as the page's canonical and link-preview addresses name it.
  const page: PageToKeep = {
    yoga,
    client,
    site,
    ...options,
    key: `${origin ?? ''}\n${request.url}`,
  };
  const found = cache.read(PAGE, site, page.key);
  if (found) {
    if (found.stale) renderAgainBehind(request, found.answer, page);
    return stampedResponse(request, page, found);
  }
  const rendered = await renderAndKeep(request, page);
  return isKept(rendered) ? stampedResponse(request, page, rendered) : rendered;
}

interface CachedPageOptions {
  formTokens?: LeadFormTokens | undefined;
  cache: ResponseCache;
  /** The site's origin as the browser sees it; see renderSitePage. */
  origin?: string | undefined;
}

/** A page of the cache: what renders it, and where it is kept. */
interface PageToKeep extends CachedPageOptions {
  yoga: ForecourtYoga;
  client: ClientBuild;
  site: Site;
  key: string;
}

/** A kept page, and when it stops holding if its data said. */
interface KeptPage {
  answer: StampablePage;
  until: number | undefined;
}

const isKept = (rendered: KeptPage | Response): rendered is KeptPage => 'answer' in rendered;

/**
 * Renders the page and keeps it when it may be kept, answering the kept page; any other page is
 * answered as rendered, for this request alone.
 */
async function renderAndKeep(
  request: Request,
  { yoga, client, site, key, formTokens, cache, origin }: PageToKeep,
): Promise<KeptPage | Response> {
  const generation = cache.generationOf(site);
  let everyAnswerPublic = true;
  let until: number | undefined;
  const page = await client.renderPage({
    request,
    assets: client.assets,
    origin,
    nonce: NONCE_PLACEHOLDER,
    leadForms: formTokens && {
      formToken: FORM_TOKEN_PLACEHOLDER,
      idempotencyKey: IDEMPOTENCY_KEY_PLACEHOLDER,
    },
    zoneOffsets: siteZoneOffsets(site),
    executeGraphQL: pageGraphQL(request, yoga, site, (headers) => {
      if (!headers.get('cache-control')?.startsWith('public')) everyAnswerPublic = false;
      const expires = expiresOf(headers);
      if (expires !== undefined) until = Math.min(until ?? expires, expires);
    }),
  });
  const body = Buffer.from(await page.arrayBuffer());
  // Errors, missing cars and pages whose data read who is asking are rendered for this request
  // only; a page whose data is not public (the browser's checkout journey) is kept by nobody.
  if (page.status !== 200 || !everyAnswerPublic) {
    const stamps = new PageStamps(site, formTokens);
    const headers = {
      'content-type': HTML,
      ...(everyAnswerPublic ? {} : { 'cache-control': NO_STORE_CACHE_CONTROL }),
    };
    return withPageCsp(
      new Response(stamps.stamp(body.toString()), { status: page.status, headers }),
      site,
      stamps.nonce,
    );
  }
  const kept = new StampablePage(body, new PageStamps(site, formTokens));
  cache.set(PAGE, site, key, generation, kept, until);
  return { answer: kept, until };
}

/** Stale pages being rendered again: one render each, however many visitors ask meanwhile. */
const renderingAgain = new WeakSet<StampablePage>();

/**
 * Renders a stale page again once its visitor has been answered with it, as a CDN does within
 * stale-while-revalidate: a page asked for again within that window never waits for a render.
 * The render is of the visitor's request without its connection (nobody waits for it, and it
 * goes on if they leave), taken in turn with the others (render-admission.ts). If it fails or
 * may not be kept, the stale page is served on, and its next visitor starts another.
 */
function renderAgainBehind(request: Request, stale: StampablePage, page: PageToKeep): void {
  if (renderingAgain.has(stale)) return;
  renderingAgain.add(stale);
  const detached = new Request(request.url, { method: 'GET', headers: request.headers });
  renderAndKeep(detached, page).then(
    (rendered) => {
      if (!isKept(rendered)) renderingAgain.delete(stale);
    },
    (error: unknown) => {
      renderingAgain.delete(stale);
      logger.warn(
        { err: error, site: page.site.config.slug, url: request.url },
        'A stale page could not be rendered again',
      );
    },
  );
}

const HTML = 'text/html; charset=utf-8';

/**
 * The codings a kept page is sent in, gzip first when a client weighs it and brotli alike (as
 * browsers do): from its kept parts gzip costs about 0.10 ms a search page, brotli, compressed per
 * response, about 0.53 ms for a page about 5% smaller (fast-text-encoding.ts).
 */
const PAGE_CODINGS: readonly ContentCoding[] = ['gzip', 'br', 'identity'];

/** Kept pages, under their public origin and address. */
const PAGE: AnswerKind<StampablePage> = { name: 'page', bytesOf: (page) => page.byteLength };

function stampedResponse(
  request: Request,
  { site, formTokens, cache }: PageToKeep,
  { answer: page, until }: KeptPage,
): Response {
  const headers = new Headers({
    'content-type': HTML,
    etag: page.etag,
    // A signed-in shopper's page differs (and is never kept): a cache must not mix the two.
    vary: 'Cookie, Accept-Encoding',
  });
  if (formTokens) headers.set('cache-control', OWN_BROWSER_CACHE_CONTROL);
  else setPublicCaching(headers, until, cache.now());
  if (matchesIfNoneMatch(request, page.etag)) return notModified(headers);
  const stamps = new PageStamps(site, formTokens);
  const coding = preferredCoding(request.headers.get('accept-encoding'), PAGE_CODINGS);
  const body =
    coding === 'gzip'
      ? page.gzipped(stamps)
      : coding === 'br'
        ? page.brotli(stamps)
        : page.plain(stamps);
  if (coding !== 'identity') headers.set('content-encoding', coding);
  headers.set('content-length', String(body.length));
  // The server adapter's own Response, which it writes out in one go: the platform's is read back
  // through a stream, and a kept page took 0.25 ms of CPU that way against 0.17 (bench:web).
  return withPageCsp(new AdapterResponse(body, { status: 200, headers }), site, stamps.nonce);
}
