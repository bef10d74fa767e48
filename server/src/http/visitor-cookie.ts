import { createHash, randomUUID } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import { utcDay } from '../time/utc-day.js';
import { withChangedHeaders } from './changed-headers.js';

/**
 * A first-party cookie that tells one browser's visits apart, so a car page viewed twice in a
 * day counts once. It holds a random id and nothing about the person. Callers without it (a
 * partner's server, a browser refusing cookies) get a key that lasts one day instead.
 */
export const VISITOR_COOKIE = 'forecourt_visitor';
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Prefix of derived keys, so they can never collide with a cookie's UUID. */
const DAILY_KEY_PREFIX = 'daily:';

/** The request's visitor id; undefined when absent or not one we issued (a UUID). */
export function readVisitorCookie(request: Request): string | undefined {
  const header = request.headers.get('cookie');
  const value = header ? parseCookie(header)[VISITOR_COOKIE] : undefined;
  return value && UUID.test(value) ? value.toLowerCase() : undefined;
}

/**
 * Adds a new visitor cookie to a page (HTML) answer when the request came without one. It is
 * Secure in production whatever the request looked like (a proxy that forgets X-Forwarded-Proto
 * must not make it travel in clear), and in development over https.
 */
export function withVisitorCookie(
  request: Request,
  response: Response,
  newVisitorId: () => string = randomUUID,
  production = process.env.NODE_ENV === 'production',
): Response {
  const isPage = (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (!isPage || readVisitorCookie(request)) return response;
  const cookie = visitorCookieHeader(newVisitorId(), production || isHttps(request));
  return withChangedHeaders(response, (headers) => headers.append('set-cookie', cookie));
}

export function visitorCookieHeader(visitorId: string, secure: boolean): string {
  return stringifySetCookie(VISITOR_COOKIE, visitorId, {
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

/**
 * Who is asking, for counting: the visitor cookie, else a SHA-256 of the client's address, its
 * user agent and the UTC day. Only the hash is ever stored, never the address.
 */
export function requestVisitorKey(request: Request, now: Date): string {
  const cookie = readVisitorCookie(request);
  if (cookie) return cookie;
  const forwardedFor = request.headers.get('x-forwarded-for') ?? '';
  const clientAddress = forwardedFor.split(',')[0]?.trim() ?? '';
  const userAgent = request.headers.get('user-agent') ?? '';
  const digest = createHash('sha256')
    .update(`${clientAddress}\n${userAgent}\n${utcDay(now)}`)
    .digest('hex');
  return `${DAILY_KEY_PREFIX}${digest}`;
}

/** Whether the request reached us (or our trusted proxy) over TLS. */
export function isHttps(request: Request): boolean {
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwardedProto ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}
