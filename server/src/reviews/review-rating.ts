import type { Site } from '@forecourt/tenants/site';
import type { RatingAggregate } from './review-source.port.js';

/** A location's rating as pages show it. */
export interface ReviewRatingShown {
  average: number;
  /** One decimal, e.g. "4.7". */
  averageText: string;
  count: number;
  /** Spec 2 §5: the reviews block shows only above the site's minimum and when not hidden. */
  shown: boolean;
}

export function reviewRatingShown(rating: RatingAggregate, site: Site): ReviewRatingShown {
  const { minimumAverage, hidden } = site.config.reviews;
  const average = Math.round(rating.average * 100) / 100;
  return {
    average,
    averageText: rating.average.toFixed(1),
    count: rating.count,
    shown: !hidden && rating.average > minimumAverage,
  };
}
