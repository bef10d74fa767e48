import { z } from 'zod';
import { CAR_TYPES } from '../stock/car-record.schema.js';
import { text } from './setting-primitives.js';

/** A trust badge shown on vehicle pages of one make (spec 2 §2, §4). */
const trustBadgeSchema = z.strictObject({
  label: text,
  make: text,
  /** Only cars of these types; empty: every type. */
  carTypes: z.array(z.enum(CAR_TYPES)).default([]),
  /** Only manufacturer-certified cars. */
  certifiedOnly: z.boolean().default(false),
  /** Not on sold cars. */
  hideWhenSold: z.boolean().default(false),
});

/** Spec 2 §4: the Mercedes-Benz Certified tag on used Mercedes-Benz cars is the common case. */
const DEFAULT_TRUST_BADGES: z.input<typeof trustBadgeSchema>[] = [
  { label: 'Mercedes-Benz Certified', make: 'Mercedes-Benz', carTypes: ['used'] },
];

export const vehiclePageSchema = z
  .strictObject({
    /** Which view of the 360° viewer opens first ("Images is the default view on some sites"). */
    mediaFirstView: z.enum(['spin', 'images']).default('spin'),
    /** The spin turns by itself until the shopper drags it. */
    spinAutoRotate: z.boolean().default(true),
    /** The dismissible bar naming where the car is. */
    locationBar: z.boolean().default(true),
    trustBadges: z.array(trustBadgeSchema).prefault(DEFAULT_TRUST_BADGES),
  })
  .prefault({});

/** Spec 1 §7: images load through an image CDN, quality 75 by default. */
export const DEFAULT_IMAGE_QUALITY = 75;

export const imagesSchema = z
  .strictObject({
    quality: z.number().int().min(1).max(100).default(DEFAULT_IMAGE_QUALITY),
    /**
     * Origin of an origin-pull image CDN that resizes with `w` and `q` parameters (imgix style);
     * null serves the site's own /media addresses with the same parameters.
     */
    cdnOrigin: z
      .url({ protocol: /^https$/ })
      .nullable()
      .default(null),
  })
  .prefault({});
