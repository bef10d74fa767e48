import { graphql, useFragment } from 'react-relay/hooks';
import type { ReviewSummary_location$key } from '../../__generated__/ReviewSummary_location.graphql';
import { REVIEWS_ANCHOR } from './location-paths';
import { ReviewStars } from './ReviewStars';
import './location-reviews.css';

/**
 * The review summary box (spec 2 §2): the average, how many reviews, and a link to the reviews
 * below. Nothing where the site does not show the location's rating.
 */
export function ReviewSummary({ location }: { location: ReviewSummary_location$key }) {
  const { rating } = useFragment(
    graphql`
      fragment ReviewSummary_location on Location {
        rating {
          average
          averageText
          count
          shown
        }
      }
    `,
    location,
  );
  if (!rating?.shown) return null;
  return (
    <div className="review-summary">
      <p className="review-summary__average">
        <span className="review-summary__number">{rating.averageText}</span>
        <ReviewStars rating={rating.average} ratingText={rating.averageText} />
      </p>
      <a className="review-summary__link" href={`#${REVIEWS_ANCHOR}`}>
        Read all {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
      </a>
    </div>
  );
}
