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

/** The pages one value gates, as paths where `*` stands for one segment (a car's slug). */
export interface SignInGate {
  type: GatedRoute;
  paths: readonly string[];
}

const pathOf = (parts: PathPattern) => `/${parts.join('/')}`;

/** Every page the site gates, by the value gating it. */
export function signInGatesOf(site: GatedSite): SignInGate[] {
  return site.gatedRoutes.map((type) => {
    const extra =
      type === 'finance' && site.financePath
        ? [site.financePath]
        : type === 'my-garage'
          ? (site.garagePaths ?? [])
          : [];
    const paths = [...GATED_PATTERNS[type].map(pathOf), ...extra.map((path) => path.toLowerCase())];
    return { type, paths: [...new Set(paths)] };
  });
}

/** The gate among `gates` in front of `pathname`, or null when anyone may open it. */
export function gateAmong(
  pathname: string,
  gates: readonly { type: string; paths: readonly string[] }[],
): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // Case and a trailing slash never make a gated page public.
  const parts = pattern(decoded.toLowerCase());
  for (const gate of gates) {
    for (const path of gate.paths) {
      const gated = pattern(path);
      if (gated.length > 0 && matches(gated, parts)) return gate.type;
    }
  }
  return null;
}

/** The value gating `pathname` on the site, or null when anyone may open it. */
export function gateOfPath(pathname: string, site: GatedSite): GatedRoute | null {
  return gateAmong(pathname, signInGatesOf(site)) as GatedRoute | null;
}
