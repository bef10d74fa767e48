import { useId } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import type { LocationReviews_location$key } from '../../__generated__/LocationReviews_location.graphql';
import type { LocationReviews_site$key } from '../../__generated__/LocationReviews_site.graphql';
import type { LocationReviewsPaginationQuery } from '../../__generated__/LocationReviewsPaginationQuery.graphql';
import { REVIEWS_ANCHOR } from './location-paths';
import { ReviewStars } from './ReviewStars';
import './location-reviews.css';

/** dd/mm/yyyy (as the contract gives a review's date) → yyyy-mm-dd for <time>, else undefined. */
function machineDate(date: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

/**
 * The location's reviews (id="reviews", the stars' and summary's target), newest first: the site's
 * reviews per page (12 by default), then as many more per "Show more reviews". Shown only where the site shows its rating (spec 2 §5: the
 * average above the site's minimum, reviews not hidden).
 */
export function LocationReviews({
  location,
  site,
}: {
  location: LocationReviews_location$key;
  site: LocationReviews_site$key;
}) {
  const { locationDisplay } = useFragment(
    graphql`
      fragment LocationReviews_site on Site {
        locationDisplay {
          reviewsPerPage
        }
      }
    `,
    site,
  );
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    LocationReviewsPaginationQuery,
    LocationReviews_location$key
  >(
    graphql`
      fragment LocationReviews_location on Location
      @refetchable(queryName: "LocationReviewsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        name
        rating {
          average
          averageText
          count
          shown
        }
        reviews(first: $count, after: $cursor) @connection(key: "LocationReviews_reviews") {
          edges {
            node {
              id
              customerName
              text
              rating
              imageUrl
              reviewDate
              reviewDateInWords
              timeAgoInWords
            }
          }
        }
      }
    `,
    location,
  );
  const headingId = useId();
  if (!data.rating?.shown) return null;
  const { rating } = data;

  return (
    <section id={REVIEWS_ANCHOR} className="location-reviews" aria-labelledby={headingId}>
      <h2 id={headingId} className="location-reviews__heading">
        Reviews of {data.name}
      </h2>
      <p className="location-reviews__average">
        <ReviewStars rating={rating.average} ratingText={rating.averageText} />
        <span>
          {rating.averageText} from {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      <ol className="location-reviews__list">
        {data.reviews.edges.map(({ node: review }) => (
          <li key={review.id} className="location-reviews__review">
            <div className="location-reviews__author">
              {review.imageUrl && (
                <img src={review.imageUrl} alt="" width={40} height={40} loading="lazy" />
              )}
              <strong>{review.customerName}</strong>
            </div>
            <ReviewStars rating={review.rating} ratingText={String(review.rating)} />
            <p className="location-reviews__date">
              <time dateTime={machineDate(review.reviewDate)}>{review.reviewDateInWords}</time>
              {' · '}
              {review.timeAgoInWords}
            </p>
            <p className="location-reviews__text">{review.text}</p>
          </li>
        ))}
      </ol>
      {hasNext && (
        <button
          type="button"
          className="button location-reviews__more"
          disabled={isLoadingNext}
          aria-disabled={isLoadingNext || undefined}
          onClick={() => loadNext(locationDisplay.reviewsPerPage)}
        >
          {isLoadingNext ? 'Loading reviews…' : 'Show more reviews'}
        </button>
      )}
    </section>
  );
}
