import type { Site } from '@forecourt/tenants/site';
import { HttpRegoLookup } from './http-rego-lookup.js';
import { NO_REGO_LOOKUP_MESSAGE, type RegoLookup, type RegoLookups } from './rego-lookup.port.js';

/** A site without a rego service: every lookup sends the shopper to type the details. */
export const noRegoLookup: RegoLookup = {
  configured: false,
  lookup: () => Promise.resolve({ found: false, message: NO_REGO_LOOKUP_MESSAGE }),
};

/** The service each site's settings name (`tradeIn.regoLookup`), built once per site. */
export function createRegoLookups(): RegoLookups {
  const bySite = new WeakMap<Site, RegoLookup>();
  return {
    forSite(site) {
      let lookup = bySite.get(site);
      if (!lookup) {
        const settings = site.config.tradeIn.regoLookup;
        lookup = settings ? new HttpRegoLookup(site, settings) : noRegoLookup;
        bySite.set(site, lookup);
      }
      return lookup;
    },
  };
}
