import { FINANCE_PATHS } from '../leads/lead-routes.js';
import type { SignInType } from './sign-in-path.js';

/**
 * Which pages each `gatedRoutes` value of a site gates (spec 2 §2, §4 "Gated route"): a
 * signed-out visitor opening one is sent to sign in with that type. Pages are matched by their
 * path alone (the query string never changes whether a page is gated), without a trailing slash.
 */

/** A `gatedRoutes` value: the sign-in types that gate pages (the watchlist gates none). */
export type GatedRoute = Exclude<SignInType, 'watchlist' | 'saved-search'>;

/** A path pattern: exact segments, `*` matching one segment (a car's slug). */
type PathPattern = readonly string[];

const pattern = (path: string): PathPattern => path.split('/').filter((part) => part !== '');

/** The pages every site gates for a value; finance and my-garage add the site's own pages. */
const GATED_PATTERNS: Record<GatedRoute, readonly PathPattern[]> = {
  'trade-in': ['/trade-in', '/cars/trade-in'].map(pattern),
  'sell-my-car': ['/sell-my-car'].map(pattern),
  checkout: ['/cars/*/checkout', '/cars/*/buy-online', '/checkout-journey'].map(pattern),
  finance: FINANCE_PATHS.map(pattern),
  'car-finance': ['/personalised/finance'].map(pattern),
  'spin-to-win': ['/spin-to-win'].map(pattern),
  'online-payment': ['/online-payment'].map(pattern),
  'my-garage': ['/my-garage'].map(pattern),
};

export interface GatedSite {
  /** The site's `gatedRoutes`. */
  gatedRoutes: readonly GatedRoute[];
  /** The site's finance page when it is another address than the usual ones. */
  financePath?: string | undefined;
  /** The site's garage pages besides /my-garage (its `garage.paths`). */
  garagePaths?: readonly string[] | undefined;
}

function matches(patternParts: PathPattern, parts: readonly string[]): boolean {
  return (
    patternParts.length === parts.length &&
    patternParts.every((part, index) => part === '*' || part === parts[index])
  );
}

/** The value gating `pathname` on the site, or null when anyone may open it. */
export function gateOfPath(pathname: string, site: GatedSite): GatedRoute | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // Case and a trailing slash never make a gated page public.
  const parts = pattern(decoded.toLowerCase());
  for (const gate of site.gatedRoutes) {
    const extra =
      gate === 'finance' && site.financePath
        ? [site.financePath]
        : gate === 'my-garage'
          ? (site.garagePaths ?? [])
          : [];
    const patterns = [...GATED_PATTERNS[gate], ...extra.map((path) => pattern(path.toLowerCase()))];
    if (patterns.some((p) => p.length > 0 && matches(p, parts))) return gate;
  }
  return null;
}
