import { DELIVERY_MESSAGES } from '@forecourt/schema/delivery/delivery-messages';
import { haversineKm, type LatLong } from '@forecourt/schema/geo/haversine';
import {
  deliveryBandFor,
  type DeliverySettings,
} from '@forecourt/tenants/settings/delivery-settings.schema';
import type { SiteConfig } from '@forecourt/tenants/site-config.schema';
import type { Postcodes } from '../../delivery/postcodes.port.js';

/** An answer for the shopper: a price for a region, or a sentence saying why there is none. */
export type DeliveryEstimate =
  | { available: true; price: number; regionName: string; distanceKm: number }
  | { available: false; message: string };

/** The site offers the calculator when the feature is on and its table has a band. */
export function deliveryAvailable(config: SiteConfig): boolean {
  return config.features.deliveryCalculator && config.delivery.bands.length > 0;
}

/**
 * Spec 1 §7: the straight-line distance from the car's location to the postcode's place picks
 * the site's first delivery band that reaches it. Spec 1 §5: any non-blank postcode is looked up
 * as typed (no format check), so a malformed one is simply not found.
 */
export async function deliveryEstimate(input: {
  postcode: string;
  carAt: LatLong;
  config: SiteConfig;
  postcodes: Postcodes;
}): Promise<DeliveryEstimate> {
  const postcode = input.postcode.trim();
  if (postcode === '') return { available: false, message: DELIVERY_MESSAGES.blankPostcode };
  const noEstimate = { available: false, message: DELIVERY_MESSAGES.noEstimate } as const;
  if (!deliveryAvailable(input.config)) return noEstimate;

  const place = await input.postcodes.placeOf(postcode);
  if (!place) return noEstimate;
  const distanceKm = haversineKm(input.carAt, place);
  const band = deliveryBandFor(input.config.delivery satisfies DeliverySettings, distanceKm);
  if (!band) return noEstimate;
  return {
    available: true,
    price: band.price,
    regionName: band.name,
    distanceKm: Math.round(distanceKm),
  };
}
