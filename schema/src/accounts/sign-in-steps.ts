import type { SignInType } from './sign-in-path.js';

/**
 * The sign-in forms (spec 2 §6): plain HTML forms, sent without JavaScript, that the server
 * answers with a redirect (or the page again, with what was typed and why it was refused). The
 * browser and the server agree here on their addresses, field names and rules. Kept apart from
 * the forms' zod rules (sign-in-form.ts): the header and the cards need only these, and zod must
 * stay out of a page's first download (see csp/zod-without-eval.ts).
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

/** The code's digits. */
export const SIGN_IN_CODE_LENGTH = 6;
/** The longest e-mail address (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;
