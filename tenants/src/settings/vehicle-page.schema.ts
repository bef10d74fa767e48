import { z } from 'zod';
import { CAR_TYPES } from '../stock/car-record.schema.js';
import { text } from './setting-primitives.js';

/** A trust badge shown on vehicle pages of one make (spec 2 §2, §4). */
const trustBadgeSchema = z.strictObject({
  label: text.describe('The badge’s words.'),
  make: text.describe('Shown on vehicles of this make.'),
  carTypes: z
    .array(z.enum(CAR_TYPES))
    .default([])
    .describe('Only on cars of these types; empty: every type.'),
  certifiedOnly: z.boolean().default(false).describe('Only on manufacturer-certified cars.'),
  hideWhenSold: z.boolean().default(false).describe('Not on sold cars.'),
});

/** Spec 2 §4: the Mercedes-Benz Certified tag on used Mercedes-Benz cars is the common case. */
const DEFAULT_TRUST_BADGES: z.input<typeof trustBadgeSchema>[] = [
  { label: 'Mercedes-Benz Certified', make: 'Mercedes-Benz', carTypes: ['used'] },
];

export const vehiclePageSchema = z
  .strictObject({
    mediaFirstView: z
      .enum(['spin', 'images'])
      .default('spin')
      .describe('Which view of the vehicle’s media opens first: the 360° spin or the photos.'),
    spinAutoRotate: z
      .boolean()
      .default(true)
      .describe('The spin turns by itself until the shopper drags it.'),
    locationBar: z.boolean().default(true).describe('A dismissible bar naming where the car is.'),
    trustBadges: z
      .array(trustBadgeSchema)
      .prefault(DEFAULT_TRUST_BADGES)
      .describe('Badges of trust (e.g. a maker’s certification) on vehicle pages of one make.'),
  })
  .prefault({})
  .describe('The vehicle page.');

/** Spec 1 §7: images load through an image CDN, quality 75 by default. */
export const DEFAULT_IMAGE_QUALITY = 75;

export const imagesSchema = z
  .strictObject({
    quality: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(DEFAULT_IMAGE_QUALITY)
      .describe('Image quality (1–100) asked of the image service.'),
    cdnOrigin: z
      .url({ protocol: /^https$/ })
      .nullable()
      .default(null)
      .describe(
        'Origin of an origin-pull image CDN that resizes with w and q parameters (imgix style); null: the site’s own /media addresses with the same parameters.',
      ),
  })
  .prefault({})
  .describe('How vehicle photos are served.');
