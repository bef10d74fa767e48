import { starFills, starsLabel } from '@forecourt/schema/locations/review-stars';

const STAR_PATH =
  'M12 2l2.9 6.26 6.85.74-5.1 4.62 1.42 6.74L12 16.9l-6.07 3.46 1.42-6.74L2.25 9l6.85-.74z';

/** One star filled to `fill` (0 to 1) from the left. */
function Star({ fill }: { fill: number }) {
  return (
    <span className="review-stars__star" aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false" className="review-stars__empty">
        <path d={STAR_PATH} />
      </svg>
      {fill > 0 && (
        <span className="review-stars__fill" style={{ width: `${fill * 100}%` }}>
          <svg viewBox="0 0 24 24" focusable="false">
            <path d={STAR_PATH} />
          </svg>
        </span>
      )}
    </span>
  );
}

/**
 * A rating as five stars (spec 2 §5: at most four full, the fifth partial), with its words for
 * screen readers; `rating` an average (1 to 5) and its text as the server wrote it.
 */
export function ReviewStars({ rating, ratingText }: { rating: number; ratingText: string }) {
  return (
    <span className="review-stars" role="img" aria-label={starsLabel(ratingText)}>
      {starFills(rating).map((fill, star) => (
        <Star key={star} fill={fill} />
      ))}
    </span>
  );
}
