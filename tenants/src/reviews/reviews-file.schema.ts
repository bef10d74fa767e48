import { z } from 'zod';

/**
 * A site's own reviews (reviews.json in its folder, optional): the source of location reviews
 * when reviews.source is file. Checked when the site loads, so a bad row stops the start with
 * the file, row and field named.
 */

export const REVIEWS_FILE = 'reviews.json';

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((date) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
  }, 'not a real date');

export const fileReviewSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only (at most 64)'),
  locationId: z.string().min(1).describe('The id of the location reviewed (locations.json).'),
  customerName: z.string().trim().min(1).max(80),
  text: z.string().trim().min(1).max(4000),
  rating: z.number().int('a whole number of stars').min(1).max(5),
  date: calendarDate.describe('The day the review was written.'),
  imageUrl: z.url({ protocol: /^https$/, error: 'an https address' }).optional(),
});

export type FileReview = z.infer<typeof fileReviewSchema>;

export const reviewsFileSchema = z
  .array(fileReviewSchema)
  .max(10_000)
  .superRefine((reviews, ctx) => {
    const seen = new Set<string>();
    reviews.forEach((review, index) => {
      if (seen.has(review.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `duplicate id "${review.id}"`,
        });
      }
      seen.add(review.id);
    });
  });
