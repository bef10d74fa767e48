import { z } from 'zod';
import { text } from './setting-primitives.js';

/**
 * The vehicle page's delivery estimate (spec 1 §3, §7): the distance from the car's location to
 * the shopper's postcode picks the first band that reaches it; beyond the last band there is no
 * estimate. An empty table means the site offers no delivery calculator.
 */

export const deliveryBandSchema = z.strictObject({
  name: text.describe('The region name the shopper reads, e.g. "Metro" or "Interstate".'),
  upToKm: z
    .number()
    .positive('must be more than 0 km')
    .describe('The band covers distances up to and including this many km (straight line).'),
  price: z
    .number()
    .nonnegative('must be 0 or more')
    .describe('Price in whole dollars; 0 is free delivery.'),
});

export type DeliveryBand = z.infer<typeof deliveryBandSchema>;

export const deliverySchema = z
  .strictObject({
    bands: z
      .array(deliveryBandSchema)
      .default([])
      .describe(
        'Distance bands, nearest first; the first band reaching the distance prices it. Empty: no delivery calculator.',
      ),
  })
  .prefault({})
  .describe('The delivery estimate of the vehicle page (when features.deliveryCalculator is on).')
  .superRefine((delivery, ctx) => {
    const names = new Set<string>();
    delivery.bands.forEach((band, index) => {
      const previous = delivery.bands[index - 1];
      if (previous && band.upToKm <= previous.upToKm) {
        ctx.addIssue({
          code: 'custom',
          path: ['bands', index, 'upToKm'],
          message: `must be more than the previous band's ${previous.upToKm} km (bands go nearest first)`,
        });
      }
      if (names.has(band.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['bands', index, 'name'],
          message: `duplicate region name "${band.name}"`,
        });
      }
      names.add(band.name);
    });
  });

export type DeliverySettings = z.infer<typeof deliverySchema>;

/** The band that reaches `distanceKm`, or null when the distance is beyond the last band. */
export function deliveryBandFor(
  delivery: DeliverySettings,
  distanceKm: number,
): DeliveryBand | null {
  return delivery.bands.find((band) => distanceKm <= band.upToKm) ?? null;
}
