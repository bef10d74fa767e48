import { MAX_REVIEWS_PER_PAGE } from '@forecourt/tenants/settings/review-settings.schema';
import { z } from 'zod';
import { builder } from '../../builder.js';
import { reviewRatingShown } from '../../reviews/review-rating.js';
import { reviewPage } from '../reviews/review-page.js';
import { ReviewRatingRef } from '../reviews/review-rating.type.js';
import { ReviewConnectionRef } from '../reviews/review.type.js';
import { LocationRef } from './location.type.js';
import { weightReading } from '../../api-limits/weight-reading.js';

const EMPTY_PAGE = reviewPage([], 1, {});

builder.objectFields(LocationRef, (t) => ({
  rating: t.field({
    type: ReviewRatingRef,
    nullable: true,
    description: 'Its review summary; null when it has no reviews.',
    resolve: async (location, _args, context) => {
      const { rating } = await context.reviews.reviewsOf(location);
      return rating ? reviewRatingShown(rating, context.site) : null;
    },
  }),
  reviews: t.field({
    type: ReviewConnectionRef,
    description: 'Its reviews, newest first; empty when `rating.shown` is false.',
    args: {
      first: t.arg.int({
        description: `Reviews per page, at most ${MAX_REVIEWS_PER_PAGE}; the site’s reviews.shownPerPage (12 by default) when left out.`,
        validate: z
          .number()
          .int()
          .min(1, `must be between 1 and ${MAX_REVIEWS_PER_PAGE}`)
          .max(MAX_REVIEWS_PER_PAGE, `must be between 1 and ${MAX_REVIEWS_PER_PAGE}`),
      }),
      after: t.arg.string({
        description: 'Cursor of the review after which the page starts.',
        validate: z.string().max(100, 'must be at most 100 characters'),
      }),
    },
    complexity: weightReading(['first'], (args: { first?: number | null }) => ({
      field: 1,
      multiplier: args.first ?? MAX_REVIEWS_PER_PAGE,
    })),
    resolve: async (location, args, context) => {
      const pageSize = args.first ?? context.site.config.reviews.shownPerPage;
      const { rating, reviews } = await context.reviews.reviewsOf(location);
      if (!rating || !reviewRatingShown(rating, context.site).shown) return EMPTY_PAGE;
      return reviewPage(reviews, pageSize, args);
    },
  }),
}));
