import type { Location } from '@forecourt/tenants/location.schema';
import type { Site } from '@forecourt/tenants/site';

/**
 * The ReviewSource port (spec 2 §3 Review): what shoppers said about a location. An adapter is
 * bound to one site, so it reads that site's reviews file or the Google places of that site's
 * locations only. Whether reviews show (the site's minimum average, hidden) is not the adapter's
 * business: see review-rating.ts.
 */

export interface Review {
  /** The source's id, unique within the site. */
  id: string;
  locationId: string;
  customerName: string;
  text: string;
  /** 1–5 stars. */
  rating: number;
  imageUrl: string | null;
  /** The day it was written, YYYY-MM-DD, on the location's clock. */
  writtenOn: string;
}

/** The location's rating as the source counts it (Google counts more reviews than it returns). */
export interface RatingAggregate {
  average: number;
  count: number;
}

export interface LocationReviews {
  /** null when the location has no reviews. */
  rating: RatingAggregate | null;
  /** Newest first. */
  reviews: Review[];
}

/** One site's reviews. Never throws: a failing outside source is logged and answers none. */
export interface ReviewSource {
  reviewsOf(location: Location): Promise<LocationReviews>;
  /** A review of one of the site's locations by its id; null for any other id. */
  reviewById(id: string): Promise<Review | null>;
}

export interface ReviewSources {
  /** The site's source, built once per site and reused by every request. */
  forSite(site: Site): ReviewSource;
}

export const NO_REVIEWS: LocationReviews = { rating: null, reviews: [] };

/** Newest first; the same day keeps the source's order. */
export function newestFirst(reviews: readonly Review[]): Review[] {
  return [...reviews].sort((a, b) => b.writtenOn.localeCompare(a.writtenOn));
}

/** The mean of the stars, or null without a review. */
export function averageOf(reviews: readonly Review[]): RatingAggregate | null {
  if (reviews.length === 0) return null;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { average: total / reviews.length, count: reviews.length };
}
