/**
 * The sign-in page's address (spec 1 §2, spec 2 §2):
 * `/sign-in?type={type}&redirect={target}&back={previous}`. `redirect` is where a signed-in
 * shopper lands, `back` where "Back" returns; both are paths of this site only, never another
 * origin (no open redirect), checked the same way in the browser and on the server.
 */

export const SIGN_IN_PATH = '/sign-in';

/** Why the shopper is asked to sign in: the spec's gated pages, and the watchlist. */
export const SIGN_IN_TYPES = [
  'watchlist',
  'trade-in',
  'sell-my-car',
  'checkout',
  'finance',
  'car-finance',
  'spin-to-win',
  'online-payment',
  'my-garage',
  'saved-search',
] as const;

export type SignInType = (typeof SIGN_IN_TYPES)[number];

export const isSignInType = (value: unknown): value is SignInType =>
  typeof value === 'string' && (SIGN_IN_TYPES as readonly string[]).includes(value);

/** Longest path accepted as a redirect target. */
const MAX_TARGET_LENGTH = 2000;

/**
 * `value` when it is a path of this site ("/cars/x?y=1#z"), else null. Refused: absolute and
 * protocol-relative URLs ("//evil.example", "/\\evil.example"), anything with a scheme, control
 * characters or backslashes, and over-long values.
 */
export function sitePathOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TARGET_LENGTH) {
    return null;
  }
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, 'https://site.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'https://site.invalid') return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export interface SignInTarget {
  type: SignInType;
  /** Where to land once signed in; the home page when absent or not a path of this site. */
  redirect?: string | null | undefined;
  /** Where "Back" returns; omitted when absent or not a path of this site. */
  back?: string | null | undefined;
}

/** `/sign-in?type=…&redirect=…&back=…`, dropping a target that is not a path of this site. */
export function signInPath({ type, redirect, back }: SignInTarget): string {
  const query = new URLSearchParams({ type });
  const safeRedirect = sitePathOrNull(redirect);
  const safeBack = sitePathOrNull(back);
  if (safeRedirect) query.set('redirect', safeRedirect);
  if (safeBack) query.set('back', safeBack);
  return `${SIGN_IN_PATH}?${query.toString()}`;
}

/**
 * The sign-in page at one of its steps: `signInPath` with the step's own parameters (`attempt`,
 * `step`), and without a type when the shopper came to sign in for no page in particular.
 */
export function signInStepPath(
  { type, redirect, back }: Partial<SignInTarget>,
  step: Record<string, string> = {},
): string {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  const safeRedirect = sitePathOrNull(redirect);
  const safeBack = sitePathOrNull(back);
  if (safeRedirect) query.set('redirect', safeRedirect);
  if (safeBack) query.set('back', safeBack);
  for (const [name, value] of Object.entries(step)) query.set(name, value);
  const search = query.toString();
  return search ? `${SIGN_IN_PATH}?${search}` : SIGN_IN_PATH;
}
