import { vehicleTypeInSentence } from '@forecourt/schema/labels/vehicle-type-label';
import type { Site } from '@forecourt/tenants/site';
import { perSite } from '../per-site.js';
import { HttpRegoLookup } from './http-rego-lookup.js';
import {
  noRegoLookupMessage,
  type RegoLookup,
  type RegoLookups,
} from '../../trade-in/rego-lookup.port.js';

/** A site without a rego service: every lookup sends the shopper to type the details. */
export function noRegoLookup(site: Site): RegoLookup {
  const message = noRegoLookupMessage(vehicleTypeInSentence(site.config.labels.vehicleType));
  return {
    configured: false,
    lookup: () => Promise.resolve({ found: false, message }),
  };
}

/** The service each site's settings name (`tradeIn.regoLookup`), built once per site. */
export function createRegoLookups(): RegoLookups {
  return perSite((site) => {
    const settings = site.config.tradeIn.regoLookup;
    return settings ? new HttpRegoLookup(site, settings) : noRegoLookup(site);
  });
}
