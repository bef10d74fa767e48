import { builder } from '../../builder.js';
import type { ReviewRatingShown } from '../../reviews/review-rating.js';

export const ReviewRatingRef = builder.objectRef<ReviewRatingShown>('ReviewRating').implement({
  description: 'A location’s review summary (spec 2 §3: count and average rating).',
  fields: (t) => ({
    average: t.exposeFloat('average', { description: 'Mean stars, 1 to 5.' }),
    averageText: t.exposeString('averageText', {
      description: 'The mean with one decimal, e.g. 4.7.',
    }),
    count: t.exposeInt('count', { description: 'How many reviews it is counted from.' }),
    shown: t.exposeBoolean('shown', {
      description:
        'Whether pages show the reviews: the average is above the site’s minimum (reviews.minimumAverage, 4 by default) and the site does not hide reviews.',
    }),
  }),
});
