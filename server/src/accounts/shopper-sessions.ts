import { createHash, randomBytes } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Site } from '@forecourt/tenants/site';
import { isHttps } from '../http/visitor-cookie.js';
import type { SiteAccountRecords, ShopperAccount } from './account-records.port.js';
import type { ViewerOf } from './viewer.js';

/**
 * A signed-in shopper's session (spec 2 §6): 32 random bytes in an HttpOnly, SameSite=Lax cookie
 * (Secure in production and over https); only the token's SHA-256 is stored, with the site, so
 * the cookie of one site is nothing on another. A new session at every sign-in (the browser's
 * previous one ends); signing out ends it; past its days it is nothing.
 */

export const SESSION_COOKIE = 'forecourt_session';
const TOKEN_BYTES = 32;
/** 32 bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SECONDS_PER_DAY = 24 * 60 * 60;

export const hashSessionToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The request's session token; undefined when absent or not one we could have issued. */
export function readSessionToken(request: Request): string | undefined {
  const header = request.headers.get('cookie');
  const value = header ? parseCookie(header)[SESSION_COOKIE] : undefined;
  return value && TOKEN_PATTERN.test(value) ? value : undefined;
}

/** Whether the session cookie must be Secure: always in production, else over https. */
export const secureCookies = (request: Request, production: boolean): boolean =>
  production || isHttps(request);

export function sessionCookieHeader(token: string, days: number, secure: boolean): string {
  return stringifySetCookie(SESSION_COOKIE, token, {
    path: '/',
    maxAge: days * SECONDS_PER_DAY,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

export function clearedSessionCookieHeader(secure: boolean): string {
  return stringifySetCookie(SESSION_COOKIE, '', {
    path: '/',
    maxAge: 0,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

/**
 * Starts a session of the account for the request's browser, ending the one its cookie held:
 * answers the new cookie's token.
 */
export async function startShopperSession(
  records: SiteAccountRecords,
  request: Request,
  account: ShopperAccount,
  now: Date,
  days: number,
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const previous = readSessionToken(request);
  await records.startSession({
    tokenHash: hashSessionToken(token),
    userId: account.userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + days * SECONDS_PER_DAY * 1000),
    replacesTokenHash: previous ? hashSessionToken(previous) : undefined,
  });
  return token;
}

/** The account the request's session cookie signs in on the site, or null. */
export async function sessionAccountOf(
  records: SiteAccountRecords,
  request: Request,
  now: Date,
): Promise<ShopperAccount | null> {
  const token = readSessionToken(request);
  return token ? records.sessionAccount(hashSessionToken(token), now) : null;
}

/** Viewers from the site's sessions in the records store. */
export function sessionViewerOf(recordsOf: (site: Site) => SiteAccountRecords): ViewerOf {
  return async (request, site, now) => {
    const account = await sessionAccountOf(recordsOf(site), request, now);
    return account && { userId: account.userId, email: account.email, phone: account.phone };
  };
}
