import { perSite } from '../per-site.js';
import { HttpRegoLookup } from './http-rego-lookup.js';
import { NO_REGO_LOOKUP_MESSAGE, type RegoLookup, type RegoLookups } from './rego-lookup.port.js';

/** A site without a rego service: every lookup sends the shopper to type the details. */
export const noRegoLookup: RegoLookup = {
  configured: false,
  lookup: () => Promise.resolve({ found: false, message: NO_REGO_LOOKUP_MESSAGE }),
};

/** The service each site's settings name (`tradeIn.regoLookup`), built once per site. */
export function createRegoLookups(): RegoLookups {
  return perSite((site) => {
    const settings = site.config.tradeIn.regoLookup;
    return settings ? new HttpRegoLookup(site, settings) : noRegoLookup;
  });
}
