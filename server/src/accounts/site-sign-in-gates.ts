import type { Site } from '@forecourt/tenants/site';
import { gateAmong, signInGatesOf, type SignInGate } from '@forecourt/schema/accounts/gated-paths';

/**
 * The pages the site shows only to signed-in shoppers (its `gatedRoutes`): the server's gate
 * and the browser's links (which leave a gated page to the server) read the same list.
 */
export const siteSignInGates = (site: Site): SignInGate[] =>
  signInGatesOf({
    gatedRoutes: site.config.gatedRoutes,
    financePath: site.config.finance.enquiryPage.path,
    garagePaths: site.config.garage.paths,
  });

/** The sign-in type that gates `pathname` on the site, or null for a page open to visitors. */
export const siteGateOf = (site: Site, pathname: string): string | null =>
  gateAmong(pathname, siteSignInGates(site));
