import type { RegoState } from '@forecourt/schema/leads/lead-fields';
import type { Site } from '@forecourt/tenants/site';

/**
 * The rego lookup port (spec 2 §7 "Rego lookup": rego and regoState): the car registered under a
 * rego in a state, so the shopper confirms its details instead of typing them. An adapter is
 * bound to one site and never throws: a failure is logged and answers "not found" with a message
 * that sends the shopper to the details step.
 */

export interface RegoVehicle {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
}

export type RegoLookupResult =
  { found: true; vehicle: RegoVehicle } | { found: false; message: string };

/*
 * The messages name the vehicle as the site does inside a sentence (`vehicleTypeInSentence` of
 * its label): a caravan dealer's shopper enters their caravan's details, not their car's.
 */

/** The site has no rego service: the shopper types the details. */
export const noRegoLookupMessage = (vehicleType: string): string =>
  `Enter your ${vehicleType}’s details below.`;

/** The service could not answer (down, slow, or an answer we cannot read). */
export const regoLookupFailedMessage = (vehicleType: string): string =>
  `We couldn’t look up your rego just now. Please enter your ${vehicleType}’s details below.`;

/** The service knows no vehicle by that rego in that state. */
export function regoNotFoundMessage(rego: string, state: RegoState, vehicleType: string): string {
  return `We couldn’t find rego ${rego} in ${state}. Please check it, or enter your ${vehicleType}’s details below.`;
}

export interface RegoLookup {
  /** Whether the site has a rego service at all (the steps then offer the lookup). */
  readonly configured: boolean;
  /** `rego` is normalised (capitals and digits only). */
  lookup(rego: string, state: RegoState): Promise<RegoLookupResult>;
}

export interface RegoLookups {
  /** The site's lookup, built once per site and reused by every request. */
  forSite(site: Site): RegoLookup;
}
