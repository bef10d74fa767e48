import type { RefusedLeadForm } from '@forecourt/client/ssr-contract';
import type { Site } from '@forecourt/tenants/site';
import {
  isSignInType,
  SIGN_IN_PATH,
  signInPath,
  signInStepPath,
  sitePathOrNull,
} from '@forecourt/schema/accounts/sign-in-path';
import {
  ACCOUNT_PHONE_POST_PATH,
  needsPhone,
  PHONE_STEP,
  SIGN_OUT_POST_PATH,
} from '@forecourt/schema/accounts/sign-in-form';
import type { SiteAccountRecords } from './account-records.port.js';
import { siteGateOf } from './site-sign-in-gates.js';
import { handlePhonePost, handleSignInPost } from './sign-in-posts.js';
import { readPostedForm, redirectTo, targetOf } from './posted-form.js';
import type { SignInRateLimiter } from './sign-in-rate-limiter.js';
import type { SendSiteMessage } from './sign-in-email.js';
import {
  clearedSessionCookieHeader,
  hashSessionToken,
  readSessionToken,
  secureCookies,
  sessionAccountOf,
} from './shopper-sessions.js';

/**
 * The accounts' own HTTP routes (spec 2 §2, §4, §6): the sign-in forms posted without
 * JavaScript (POST /sign-in, /account/phone, /sign-out), and the gate in front of the pages a
 * site shows only to signed-in shoppers: a signed-out visitor opening one is redirected (302,
 * works without JavaScript) to sign in with the page's type, and back to it once signed in.
 */

export interface AccountRoutesOptions {
  recordsOf: (site: Site) => SiteAccountRecords;
  /** E-mails the sign-in codes (SMTP, or the development mailbox). */
  send: SendSiteMessage;
  /** The site's public origin, for the link in the e-mail. */
  origin: (site: Site) => string;
  rateLimiter: SignInRateLimiter;
  /** The client's address for the per-connection limit. */
  clientAddressOf: (request: Request, serverContext: object) => string;
  /** Shows the page at `pageRequest`'s address again, with the refused form. */
  renderRefused: (pageRequest: Request, site: Site, refused: RefusedLeadForm) => Promise<Response>;
  now?: () => Date;
  /** Secure cookies whatever the request looked like (production). */
  production?: boolean;
}

export type AccountRoutes = (
  request: Request,
  site: Site,
  serverContext: object,
) => Promise<Response | null>;

/** The path (and query) of the page the visitor came from, when it is a page of this host. */
function sameSiteReferer(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.host !== new URL(request.url).host) return null;
    return sitePathOrNull(`${from.pathname}${from.search}`);
  } catch {
    return null;
  }
}

export function createAccountRoutes(options: AccountRoutesOptions): AccountRoutes {
  const now = options.now ?? (() => new Date());
  const production = options.production ?? process.env.NODE_ENV === 'production';

  return async function accountRoute(request, site, serverContext) {
    const url = new URL(request.url);
    const { pathname } = url;
    const records = options.recordsOf(site);
    const secure = secureCookies(request, production);

    if (pathname === SIGN_IN_PATH && request.method === 'POST') {
      const fields = await readPostedForm(request);
      if (fields instanceof Response) return fields;
      return handleSignInPost(request, site, fields, {
        ...options,
        records,
        now: now(),
        secure,
        clientAddress: options.clientAddressOf(request, serverContext),
      });
    }
    if (pathname === ACCOUNT_PHONE_POST_PATH) {
      const fields = await readPostedForm(request);
      if (fields instanceof Response) return fields;
      return handlePhonePost(request, site, fields, { ...options, records, now: now() });
    }
    if (pathname === SIGN_OUT_POST_PATH) {
      const fields = await readPostedForm(request);
      if (fields instanceof Response) return fields;
      const token = readSessionToken(request);
      if (token) await records.endSession(hashSessionToken(token));
      const to = sitePathOrNull(fields.get('redirect')) ?? '/';
      return redirectTo(to, 303, [clearedSessionCookieHeader(secure)]);
    }

    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (pathname === SIGN_IN_PATH) {
      // A signed-in shopper has nothing to do here but add a missing phone.
      const account = await sessionAccountOf(records, request, now());
      if (!account) return null;
      const target = targetOf((name) => url.searchParams.get(name));
      if (account.phone === null) {
        if (url.searchParams.get('step') === PHONE_STEP) return null;
        // Sent here because what they asked for needs a mobile (the watchlist's does).
        if (target.type && needsPhone(target.type)) {
          return redirectTo(signInStepPath(target, { step: PHONE_STEP }), 302);
        }
      }
      return redirectTo(target.redirect ?? '/', 302);
    }
    const gate = siteGateOf(site, pathname);
    if (!isSignInType(gate)) return null;
    if (await sessionAccountOf(records, request, now())) return null;
    return redirectTo(
      signInPath({
        type: gate,
        redirect: `${pathname}${url.search}`,
        back: sameSiteReferer(request),
      }),
      302,
    );
  };
}
