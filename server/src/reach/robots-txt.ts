import { RESERVE_PATH_NAMES } from '@forecourt/schema/reservations/checkout-paths';
import { LEAD_FORM_POST_PATH } from '@forecourt/schema/leads/lead-form-post';
import { SUCCESS_PATH } from '@forecourt/schema/leads/lead-routes';
import { SIGN_IN_PATH } from '@forecourt/schema/accounts/sign-in-path';
import type { Site } from '@forecourt/tenants/site';
import { SITEMAP_INDEX_PATH } from './reach-paths.js';

/**
 * Pages that belong to one shopper, take a form, or are not pages at all: a crawler has nothing
 * to find there (and a signed-out crawler only meets the sign-in gate). Prefixes, as robots.txt
 * matches them (RFC 9309): `/graphql` also covers `/graphql/…`.
 */
const PRIVATE_PATHS = [
  '/graphql',
  '/dev/',
  '/account',
  SIGN_IN_PATH,
  '/favourites',
  '/saved-searches',
  '/watchlist',
  '/compare',
  '/reservations/',
  '/checkout-journey',
  ...RESERVE_PATH_NAMES.map((name) => `/cars/*/${name}`),
  LEAD_FORM_POST_PATH,
  SUCCESS_PATH,
  '/similar-alerts/',
  '/print',
] as const;

/**
 * The site's robots.txt. On one of its own domains: every public page may be crawled, the
 * private paths may not, and the sitemap index is named at that origin. On any other host that
 * serves the site (development's `<slug>.localhost`, a staging or preview name) nothing may be
 * crawled, so a copy never competes with the live site in search results.
 */
export function robotsTxt(site: Site, origin: string, { publicHost }: { publicHost: boolean }) {
  if (!publicHost) {
    return [
      `# ${site.config.name}: this address is not one of the site's own domains; nothing here is for search engines.`,
      'User-agent: *',
      'Disallow: /',
      '',
    ].join('\n');
  }
  const garage = site.config.garage.enabled ? site.config.garage.paths : [];
  return [
    `# ${site.config.name}`,
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PATHS, ...garage].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}
