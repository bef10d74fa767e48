import type { Location } from '@forecourt/tenants/location.schema';
import type { Site } from '@forecourt/tenants/site';
import {
  averageOf,
  newestFirst,
  NO_REVIEWS,
  type LocationReviews,
  type Review,
  type ReviewSource,
} from '../../reviews/review-source.port.js';

/** The site's own reviews.json (checked when the site loaded), indexed once per site. */
export class FileReviewSource implements ReviewSource {
  private readonly byLocation = new Map<string, LocationReviews>();
  private readonly byId = new Map<string, Review>();

  constructor(private readonly site: Site) {
    const grouped = new Map<string, Review[]>();
    for (const row of site.reviews ?? []) {
      const review: Review = {
        id: row.id,
        locationId: row.locationId,
        customerName: row.customerName,
        text: row.text,
        rating: row.rating,
        imageUrl: row.imageUrl ?? null,
        writtenOn: row.date,
      };
      this.byId.set(review.id, review);
      grouped.set(review.locationId, [...(grouped.get(review.locationId) ?? []), review]);
    }
    for (const [locationId, reviews] of grouped) {
      this.byLocation.set(locationId, {
        rating: averageOf(reviews),
        reviews: newestFirst(reviews),
      });
    }
  }

  reviewsOf(location: Location): Promise<LocationReviews> {
    // Only the site's own location object: another site's location with the same id reads nothing.
    if (this.site.locationsById.get(location.id) !== location) return Promise.resolve(NO_REVIEWS);
    return Promise.resolve(this.byLocation.get(location.id) ?? NO_REVIEWS);
  }

  reviewById(id: string): Promise<Review | null> {
    return Promise.resolve(this.byId.get(id) ?? null);
  }
}
