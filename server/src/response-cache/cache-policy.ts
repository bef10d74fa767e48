import { readSessionToken } from '../accounts/shopper-sessions.js';

/**
 * How long answers are kept, here and by a CDN. Server-wide, not per site: a dealer has no reason
 * to tune them, and an import or a reservation already shows at once on this replica.
 *
 * - A CDN: `s-maxage`, then `stale-while-revalidate` while it asks again in the background;
 *   browsers (`max-age=0`) always revalidate, and get a 304 while nothing changed.
 * - In process, the same two times: RESPONSE_CACHE_TTL_MS, then pages (not GraphQL answers)
 *   RESPONSE_CACHE_STALE_MS more while they are rendered again behind the visitor
 *   (cached-site-page.ts). The generation check (stock-generations.ts) serves the change at once
 *   where the import or reservation happened, and on every replica sharing the records'
 *   PostgreSQL, which hears of it, stale pages included; the times bound what it cannot see:
 *   imports into Meilisearch made by other processes, and a holds change this replica did not
 *   hear (its listening connection was down). Such a change reaches a GraphQL answer within the
 *   TTL and a page within the TTL and the stale time, plus HOLDS_CACHE_MS for holds, as it would
 *   through a CDN.
 */
export const CDN_MAX_AGE_SECONDS = 10;
export const CDN_STALE_WHILE_REVALIDATE_SECONDS = 30;
export const RESPONSE_CACHE_TTL_MS = CDN_MAX_AGE_SECONDS * 1000;
export const RESPONSE_CACHE_STALE_MS = CDN_STALE_WHILE_REVALIDATE_SECONDS * 1000;
/** The in-process cache's budget: about a thousand pages of the size the demo sites render. */
export const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** Environment: the in-process cache's budget in megabytes; 0 turns the cache off. */
export const RESPONSE_CACHE_MB_ENV = 'FORECOURT_RESPONSE_CACHE_MB';

/** The in-process budget from the environment (RESPONSE_CACHE_MAX_BYTES unless set). */
export function responseCacheBytesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const given = env[RESPONSE_CACHE_MB_ENV]?.trim();
  if (!given) return RESPONSE_CACHE_MAX_BYTES;
  const megabytes = Number(given);
  if (!Number.isFinite(megabytes) || megabytes < 0) {
    throw new Error(
      `${RESPONSE_CACHE_MB_ENV}: "${given}" is not a number of megabytes (0 or more)`,
    );
  }
  return Math.floor(megabytes * 1024 * 1024);
}

/** A shared cache may keep it; browsers check it each time. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${CDN_MAX_AGE_SECONDS}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE_SECONDS}`;
/**
 * Sets who may keep a public answer, and for how long: PUBLIC_CACHE_CONTROL's times, cut so that
 * no cache keeps it, fresh or stale, past `until` (AnswerLifetime) when it stops holding before
 * they run out; such an answer also says when in `Expires`.
 */
export function setPublicCaching(headers: Headers, until: number | undefined, now: number): void {
  if (until === undefined) {
    headers.set('cache-control', PUBLIC_CACHE_CONTROL);
    return;
  }
  const secondsLeft = Math.max(0, Math.floor((until - now) / 1000));
  const maxAge = Math.min(CDN_MAX_AGE_SECONDS, secondsLeft);
  const stale = Math.min(CDN_STALE_WHILE_REVALIDATE_SECONDS, secondsLeft - maxAge);
  headers.set(
    'cache-control',
    `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${stale}`,
  );
  // An HTTP date has whole seconds: the one named is at or before `until`.
  headers.set('expires', new Date(until).toUTCString());
}

/** The instant an answer's `Expires` names (epoch milliseconds), or undefined without one. */
export function expiresOf(headers: Headers): number | undefined {
  const expires = headers.get('expires');
  const at = expires === null ? NaN : Date.parse(expires);
  return Number.isNaN(at) ? undefined : at;
}

/** Only the browser that asked may keep it, and it checks each time (a 304 while unchanged). */
export const OWN_BROWSER_CACHE_CONTROL = 'private, no-cache';
/** Nobody keeps it: a signed-in shopper's answers, answers that read who is asking. */
export const NO_STORE_CACHE_CONTROL = 'private, no-store';

/**
 * Whether the request may be answered from (and its answer put in) the shared cache: nobody is
 * signed in and no partner key is sent (a partner's documents are their own, under their own
 * budget). Any other cookie (the visitor cookie, a remembered postcode) changes no server answer:
 * an answer that reads who is asking is marked so and never kept (public-queries.plugin.ts).
 */
export function isAnonymousRequest(request: Request): boolean {
  return (
    readSessionToken(request) === undefined &&
    !request.headers.has('authorization') &&
    !request.headers.has('x-api-key')
  );
}
