import { z } from 'zod';
import {
  PROMOTION_CAR_TYPES,
  PROMOTION_PLACEMENTS,
} from '@forecourt/schema/promotions/promotion-order';

/**
 * A site's promotions (promotions.json in its folder, optional): the cards of the home slider,
 * the search page's tiles and /special-offers (spec 2 §9 Promo card). Checked when the site
 * loads, so a bad card stops the start with the file, card and field named; that each image is
 * a file of the folder's images/ is checked by the loader.
 */

export const PROMOTIONS_FILE = 'promotions.json';
export const MAX_PROMOTIONS = 200;

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
/** A moment with its offset, so it means the same instant wherever the server runs. */
const dateTimeWithOffset =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const promotionDate = z
  .string()
  .refine(
    (value) =>
      calendarDay.test(value)
        ? new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
        : dateTimeWithOffset.test(value) && !Number.isNaN(Date.parse(value)),
    'a date as YYYY-MM-DD (a whole day on the site’s clock) or a date-time with its offset, e.g. 2026-03-01T09:00:00+10:00',
  );

/** An image file of the site folder's images/: plain names, no dotfiles, a web image type. */
const imageFile = z
  .string()
  .regex(
    /^(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp|avif|gif)$/i,
    'a file name in the site’s images/ folder, e.g. "promo-finance.png" (svg, png, jpg, webp, avif or gif)',
  );

/** A path of this site, or an https address elsewhere. */
const promotionLink = z.union(
  [z.string().regex(/^\/(?![/\\])\S*$/), z.url({ protocol: /^https$/ })],
  { error: 'a path of this site starting with / or an https address' },
);

export const promotionImageSchema = z.strictObject({
  file: imageFile.describe('The file in the site folder’s images/.'),
  width: z.number().int().min(1).max(10_000).describe('Its width in pixels.'),
  height: z.number().int().min(1).max(10_000).describe('Its height in pixels.'),
  alt: z
    .string()
    .trim()
    .max(300)
    .optional()
    .describe('What the image shows; absent: the promotion’s title.'),
});

export const filePromotionSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only (at most 64)')
      .describe('Names the card; stable, it also seeds the daily order.'),
    title: z.string().trim().min(1).max(120).describe('The heading of the card.'),
    text: z.string().trim().max(500).optional().describe('A line or two under the heading.'),
    image: promotionImageSchema,
    href: promotionLink.optional().describe('Where the card leads; absent: nowhere.'),
    linkText: z.string().trim().min(1).max(40).optional().describe('The call to action.'),
    startsAt: promotionDate.optional().describe('First day (or moment) shown; absent: already.'),
    expiresAt: promotionDate
      .optional()
      .describe('Last day (or the moment it ends); absent: never.'),
    position: z
      .number()
      .int('a whole number')
      .min(1)
      .max(1000)
      .optional()
      .describe('Cards with a position come first, smaller first; the rest in a daily order.'),
    carTypes: z
      .array(z.enum(PROMOTION_CAR_TYPES))
      .max(3)
      .default([])
      .describe('The car types it is for; empty: every type.'),
    strictDisplay: z
      .boolean()
      .default(false)
      .describe('Shown only when the shopper has selected one of its car types.'),
    placements: z
      .array(z.enum(PROMOTION_PLACEMENTS))
      .min(1)
      .max(PROMOTION_PLACEMENTS.length)
      .default([...PROMOTION_PLACEMENTS])
      .describe('Where it appears: homeSlider, searchTiles, specialOffers; absent: all three.'),
  })
  .superRefine((promotion, ctx) => {
    if (
      promotion.startsAt &&
      promotion.expiresAt &&
      startOf(promotion.expiresAt) < startOf(promotion.startsAt)
    ) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'is before startsAt' });
    }
  });

/** A comparable moment of a date or date-time (a day counts from its UTC start: close enough to order two dates). */
function startOf(value: string): number {
  return Date.parse(calendarDay.test(value) ? `${value}T00:00:00Z` : value);
}

export type FilePromotion = z.infer<typeof filePromotionSchema>;

export const promotionsFileSchema = z
  .array(filePromotionSchema)
  .max(MAX_PROMOTIONS)
  .superRefine((promotions, ctx) => {
    const seen = new Set<string>();
    promotions.forEach((promotion, index) => {
      if (seen.has(promotion.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `duplicate id "${promotion.id}"`,
        });
      }
      seen.add(promotion.id);
    });
  });
