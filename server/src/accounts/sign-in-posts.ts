import type { RefusedLeadForm } from '@forecourt/client/ssr-contract';
import type { Site } from '@forecourt/tenants/site';
import { auMobileE164, MOBILE_REFUSED_MESSAGE } from '@forecourt/schema/accounts/account-phone';
import { signInStepPath, type SignInTarget } from '@forecourt/schema/accounts/sign-in-path';
import {
  ACCOUNT_PHONE_FORM,
  CODE_FORMAT_MESSAGE,
  PHONE_STEP,
  RESENT_PARAM,
  SIGN_IN_FORM,
  signInCodeOf,
  signInEmailSchema,
} from '@forecourt/schema/accounts/sign-in-form';
import type { SiteAccountRecords } from './account-records.port.js';
import type { AccountRoutesOptions } from './account-routes.js';
import { redirectTo, targetOf } from './posted-form.js';
import { signInEmail } from './sign-in-email.js';
import { checkSignInCode, codeRefusalMessage, issueSignInCode } from './sign-in-codes.js';
import { signInRateMessage } from './sign-in-rate-limiter.js';
import { sessionAccountOf, sessionCookieHeader, startShopperSession } from './shopper-sessions.js';

/**
 * The steps of signing in, each a plain form post answered with a redirect (PRG): an address
 * gets a code (then the code step), the code signs in (then the phone step when the account has
 * no mobile, else the target), the phone step adds the mobile. A refused step shows the page
 * again with what was typed and, under its field, why.
 */

type PostOptions = Omit<AccountRoutesOptions, 'now'> & { records: SiteAccountRecords; now: Date };

const SEND_FAILED_MESSAGE = 'We could not send the e-mail just now. Please try again in a minute.';
const ATTEMPT_GONE_MESSAGE =
  'That sign-in has expired. Enter your e-mail address again and we will send a new code.';

/** The page (as a GET) at `path`, with the shopper's own headers, to show a refusal on. */
function pageRequestOf(request: Request, path: string): Request {
  const headers = new Headers(request.headers);
  for (const name of ['content-type', 'content-length', 'origin']) headers.delete(name);
  return new Request(new URL(path, request.url), { method: 'GET', headers });
}

async function refuse(
  request: Request,
  site: Site,
  options: PostOptions,
  path: string,
  refused: RefusedLeadForm,
): Promise<Response> {
  return options.renderRefused(pageRequestOf(request, path), site, refused);
}

async function sendCode(
  request: Request,
  site: Site,
  email: string,
  target: Partial<SignInTarget>,
  options: PostOptions & { clientAddress: string },
  refusalPath: string,
  /** A new code for an attempt under way: the code step says so. */
  resent = false,
): Promise<Response> {
  const refused = (message: string) =>
    refuse(request, site, options, refusalPath, {
      form: SIGN_IN_FORM,
      values: { email },
      fields: [],
      general: [message],
    });
  const decision = await options.rateLimiter.take(site, email, options.clientAddress);
  if (!decision.allowed) return refused(signInRateMessage(decision));
  const issued = await issueSignInCode(options.records, email, options.now);
  const { message, mailboxFile } = signInEmail({
    site,
    to: email,
    issued,
    type: target.type ?? 'watchlist',
    redirect: target.redirect ?? null,
    origin: options.origin(site),
    now: options.now,
  });
  try {
    await options.send(message, site, mailboxFile);
  } catch {
    return refused(SEND_FAILED_MESSAGE);
  }
  const step: Record<string, string> = { attempt: issued.attemptId };
  if (resent) step[RESENT_PARAM] = '1';
  return redirectTo(signInStepPath(target, step), 303);
}

export async function handleSignInPost(
  request: Request,
  site: Site,
  fields: Map<string, string>,
  options: PostOptions & { secure: boolean; clientAddress: string },
): Promise<Response> {
  const target = targetOf((name) => fields.get(name));
  const attemptId = fields.get('attempt') ?? '';
  const action = fields.get('action');

  if (action === 'new-code') {
    const stored = attemptId ? await options.records.signInCode(attemptId) : null;
    if (!stored) {
      return refuse(request, site, options, signInStepPath(target), {
        form: SIGN_IN_FORM,
        values: {},
        fields: [],
        general: [ATTEMPT_GONE_MESSAGE],
      });
    }
    const codePath = signInStepPath(target, { attempt: attemptId });
    return sendCode(request, site, stored.email, target, options, codePath, true);
  }

  if (action === 'sign-in') {
    const typed = fields.get('code') ?? '';
    const codePath = signInStepPath(target, { attempt: attemptId });
    const refusedCode = (message: string) =>
      refuse(request, site, options, codePath, {
        form: SIGN_IN_FORM,
        values: { code: typed.slice(0, 20) },
        fields: [{ name: 'code', message }],
        general: [],
      });
    const code = signInCodeOf(typed);
    if (code === null) return refusedCode(CODE_FORMAT_MESSAGE);
    const checked = await checkSignInCode(options.records, attemptId, code, options.now);
    if (!checked.signedIn) return refusedCode(codeRefusalMessage(checked));
    const account = await options.records.accountForEmail(checked.email, options.now);
    const days = site.config.accounts.sessionDays;
    const token = await startShopperSession(options.records, request, account, options.now, days);
    const cookie = sessionCookieHeader(token, days, options.secure);
    const next =
      account.phone === null
        ? signInStepPath(target, { step: PHONE_STEP })
        : (target.redirect ?? '/');
    return redirectTo(next, 303, [cookie]);
  }

  // Sending a code (the first step; also a form without its action field).
  const typedEmail = (fields.get('email') ?? '').slice(0, 400);
  const parsed = signInEmailSchema.safeParse(typedEmail);
  if (!parsed.success) {
    return refuse(request, site, options, signInStepPath(target), {
      form: SIGN_IN_FORM,
      values: { email: typedEmail },
      fields: [{ name: 'email', message: parsed.error.issues[0]?.message ?? '' }],
      general: [],
    });
  }
  return sendCode(request, site, parsed.data, target, options, signInStepPath(target));
}

/** The phone step: a signed-in shopper adds their Australian mobile. */
export async function handlePhonePost(
  request: Request,
  site: Site,
  fields: Map<string, string>,
  options: PostOptions,
): Promise<Response> {
  const target = targetOf((name) => fields.get(name));
  const account = await sessionAccountOf(options.records, request, options.now);
  if (!account) return redirectTo(signInStepPath(target), 303);
  const typed = (fields.get('phone') ?? '').slice(0, 40);
  const phone = auMobileE164(typed);
  if (phone === null) {
    return refuse(request, site, options, signInStepPath(target, { step: PHONE_STEP }), {
      form: ACCOUNT_PHONE_FORM,
      values: { phone: typed },
      fields: [{ name: 'phone', message: MOBILE_REFUSED_MESSAGE }],
      general: [],
    });
  }
  await options.records.setAccountPhone(account.userId, phone);
  return redirectTo(target.redirect ?? '/', 303);
}
