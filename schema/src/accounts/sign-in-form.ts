import { z } from 'zod';
import type { SignInType } from './sign-in-path.js';

/**
 * The sign-in forms (spec 2 §6): plain HTML forms, sent without JavaScript, that the server
 * answers with a redirect (or the page again, with what was typed and why it was refused). The
 * browser and the server agree here on their addresses, field names and rules.
 */

/** Where the sign-in steps (e-mail, code, a new code) are posted: the sign-in page itself. */
export const SIGN_IN_POST_PATH = '/sign-in';
/** Where a signed-in shopper's mobile is posted. */
export const ACCOUNT_PHONE_POST_PATH = '/account/phone';
/** Where "Sign out" is posted. */
export const SIGN_OUT_POST_PATH = '/sign-out';

/** What a sign-in post asks: a code for an address, to sign in with a code, or a new code. */
export const SIGN_IN_ACTIONS = ['send-code', 'sign-in', 'new-code'] as const;
export type SignInAction = (typeof SIGN_IN_ACTIONS)[number];

/** The query parameter saying the code step's code is a new one (`resent=1`). */
export const RESENT_PARAM = 'resent';

/** The query parameter naming the phone step of the sign-in page (`step=phone`). */
export const PHONE_STEP = 'phone';

/** Whether signing in for `type` needs a mobile on the account (spec 1 §4: the watchlist). */
export const needsPhone = (type: SignInType): boolean => type === 'watchlist';

/** How the refused forms are named on the page they are shown again on. */
export const SIGN_IN_FORM = 'sign-in';
export const ACCOUNT_PHONE_FORM = 'account-phone';

export const SIGN_IN_CODE_LENGTH = 6;
/** The longest e-mail address (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

export const signInEmailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(MAX_EMAIL_LENGTH, `An e-mail address is at most ${MAX_EMAIL_LENGTH} characters.`)
  .pipe(z.email('Enter an e-mail address like name@example.com.'))
  .transform((email) => email.toLowerCase());

/** The code as typed ("123 456" too), or null when it cannot be a code. */
export function signInCodeOf(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`).test(digits) ? digits : null;
}

export const CODE_FORMAT_MESSAGE = `Enter the ${SIGN_IN_CODE_LENGTH}-digit code from the e-mail.`;
