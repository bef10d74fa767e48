import { locationTimeZone } from '@forecourt/tenants/location.schema';
import type { GraphQLContext } from '../../context.js';
import { builder } from '../../builder.js';
import { reviewDate, reviewDateInWords, timeAgoInWords } from '../../reviews/review-dates.js';
import { reviewRatingShown } from '../../reviews/review-rating.js';
import type { Review } from '../../reviews/review-source.port.js';
import { dayInTimeZone } from '../../time/zoned-day.js';

/** Today on the reviewed location's clock (a review's age is counted in its days). */
function todayAt(review: Review, context: GraphQLContext): string {
  const location = context.site.locationsById.get(review.locationId);
  return dayInTimeZone(context.now, location ? locationTimeZone(location) : 'Australia/Brisbane');
}

/** A review by id, only while its location is shown and its reviews are (as in the list). */
async function shownReview(id: string, context: GraphQLContext): Promise<Review | null> {
  const review = await context.reviews.reviewById(id);
  const location = review && context.site.locationsById.get(review.locationId);
  if (!review || !location?.visible) return null;
  const { rating } = await context.reviews.reviewsOf(location);
  return rating && reviewRatingShown(rating, context.site).shown ? review : null;
}

export const ReviewRef = builder.node(builder.objectRef<Review>('Review'), {
  description: 'What a customer said about a location (spec 2 §3 Review).',
  id: { resolve: (review) => review.id },
  loadOne: (id, context) => shownReview(id, context),
  fields: (t) => ({
    customerName: t.exposeString('customerName', { description: 'Who wrote it.' }),
    text: t.exposeString('text', { description: 'What they wrote (plain text).' }),
    rating: t.exposeInt('rating', { description: 'Stars, 1 to 5.' }),
    imageUrl: t.exposeString('imageUrl', {
      nullable: true,
      description: 'The reviewer’s picture (an https address); null: none.',
    }),
    reviewDate: t.string({
      description: 'The day it was written, dd/mm/yyyy.',
      resolve: (review) => reviewDate(review.writtenOn),
    }),
    reviewDateInWords: t.string({
      description: 'The day it was written in words, e.g. 4 July 2025.',
      resolve: (review) => reviewDateInWords(review.writtenOn),
    }),
    timeAgoInWords: t.string({
      description: 'How long ago it was written, e.g. 3 months ago.',
      resolve: (review, _args, context) =>
        timeAgoInWords(review.writtenOn, todayAt(review, context)),
    }),
  }),
});

export const ReviewConnectionRef = builder.connectionObject(
  {
    type: ReviewRef,
    name: 'ReviewConnection',
    description: 'A page of a location’s reviews, newest first.',
  },
  { name: 'ReviewEdge', description: 'A review in the list.' },
);
