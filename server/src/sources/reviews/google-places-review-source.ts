import { locationTimeZone, type Location } from '@forecourt/tenants/location.schema';
import type { Site } from '@forecourt/tenants/site';
import { z } from 'zod';
import { logReviewFailure, ReviewSourceError } from '../../reviews/review-failure.js';
import {
  newestFirst,
  NO_REVIEWS,
  type LocationReviews,
  type Review,
  type ReviewSource,
} from '../../reviews/review-source.port.js';
import { dayInTimeZone } from '../../time/zoned-day.js';

/**
 * A location's Google reviews through the Places API (New): Place Details of its place id with
 * the field mask `reviews,rating,userRatingCount`. Google returns at most five reviews but rates
 * the place from all of them, so the aggregate is Google's, not the mean of those five.
 */

export const GOOGLE_PLACES_BASE_URL = 'https://places.googleapis.com/v1';
export const GOOGLE_PLACES_FIELD_MASK = 'reviews,rating,userRatingCount';
export const GOOGLE_PLACES_TIMEOUT_MS = 5_000;
/** A failed place is asked again after this, not on every page view. */
const FAILURE_RETRY_MS = 5 * 60_000;

const placeReviewSchema = z.object({
  name: z.string().optional(),
  rating: z.number().int().min(1).max(5),
  text: z.object({ text: z.string() }).optional(),
  originalText: z.object({ text: z.string() }).optional(),
  authorAttribution: z
    .object({ displayName: z.string().optional(), photoUri: z.string().optional() })
    .optional(),
  publishTime: z.iso.datetime({ offset: true }),
});

const placeDetailsSchema = z.object({
  rating: z.number().min(1).max(5).optional(),
  userRatingCount: z.number().int().min(0).optional(),
  reviews: z.array(placeReviewSchema).default([]),
});

export interface GooglePlacesOptions {
  /** The Places API key; null: no reviews are fetched (and a warning says why). */
  apiKey: string | null;
  /** No trailing slash; tests point it at a local server. */
  baseUrl?: string;
  timeoutMs?: number;
  /** How long a place's answer is kept. */
  cacheMs: number;
  /** The clock of the cache. */
  now?: () => number;
}

interface CacheEntry {
  until: number;
  answer: Promise<LocationReviews>;
}

/** The review's own id in Google's resource name (places/{place}/reviews/{id}). */
function reviewKey(name: string | undefined, publishTime: string, author: string): string {
  const last = name?.split('/').pop();
  if (last && /^[A-Za-z0-9_-]{1,120}$/.test(last)) return last;
  return Buffer.from(`${publishTime}|${author}`).toString('base64url').slice(0, 60);
}

export class GooglePlacesReviewSource implements ReviewSource {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly now: () => number;

  constructor(
    private readonly site: Site,
    private readonly options: GooglePlacesOptions,
  ) {
    this.baseUrl = options.baseUrl ?? GOOGLE_PLACES_BASE_URL;
    this.timeoutMs = options.timeoutMs ?? GOOGLE_PLACES_TIMEOUT_MS;
    this.now = options.now ?? Date.now;
  }

  reviewsOf(location: Location): Promise<LocationReviews> {
    const own = this.site.locationsById.get(location.id) === location;
    const placeId = location.googlePlaceId;
    if (!own || !placeId || this.options.apiKey === null) return Promise.resolve(NO_REVIEWS);
    const cached = this.cache.get(location.id);
    if (cached && cached.until > this.now()) return cached.answer;
    const entry: CacheEntry = {
      until: this.now() + this.options.cacheMs,
      answer: this.fetchPlace(location, placeId).catch((error: unknown) => {
        logReviewFailure(this.site, placeId, error);
        entry.until = Math.min(entry.until, this.now() + FAILURE_RETRY_MS);
        return NO_REVIEWS;
      }),
    };
    this.cache.set(location.id, entry);
    return entry.answer;
  }

  /** Ids are `{locationId}~{Google's review id}`: only a location of this site is asked. */
  async reviewById(id: string): Promise<Review | null> {
    const separator = id.indexOf('~');
    if (separator < 1) return null;
    const location = this.site.locationsById.get(id.slice(0, separator));
    if (!location) return null;
    const { reviews } = await this.reviewsOf(location);
    return reviews.find((review) => review.id === id) ?? null;
  }

  private async fetchPlace(location: Location, placeId: string): Promise<LocationReviews> {
    const url = `${this.baseUrl}/places/${encodeURIComponent(placeId)}`;
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: {
          accept: 'application/json',
          'X-Goog-Api-Key': this.options.apiKey ?? '',
          'X-Goog-FieldMask': GOOGLE_PLACES_FIELD_MASK,
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new ReviewSourceError(`GET ${url} answered HTTP ${response.status}`);
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof ReviewSourceError) throw error;
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new ReviewSourceError(`GET ${url} timed out after ${this.timeoutMs} ms`);
      }
      throw new ReviewSourceError(
        `GET ${url} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const parsed = placeDetailsSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ReviewSourceError(
        `invalid answer (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unreadable'})`,
      );
    }
    const zone = locationTimeZone(location);
    const reviews: Review[] = parsed.data.reviews.map((review) => {
      const author = review.authorAttribution?.displayName?.trim() || 'A Google user';
      const photo = review.authorAttribution?.photoUri;
      return {
        id: `${location.id}~${reviewKey(review.name, review.publishTime, author)}`,
        locationId: location.id,
        customerName: author,
        text: (review.text ?? review.originalText)?.text ?? '',
        rating: review.rating,
        imageUrl: photo?.startsWith('https://') ? photo : null,
        writtenOn: dayInTimeZone(new Date(review.publishTime), zone),
      };
    });
    const { rating, userRatingCount } = parsed.data;
    return {
      rating:
        rating !== undefined && userRatingCount !== undefined && userRatingCount > 0
          ? { average: rating, count: userRatingCount }
          : null,
      reviews: newestFirst(reviews),
    };
  }
}
