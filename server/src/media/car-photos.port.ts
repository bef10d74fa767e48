import type { Site } from '@forecourt/tenants/site';
import type { StockDocument } from '../stock/stock-document.js';

/** One image of a car's gallery or 360° spin (1-based), as a /media/cars/ address names it. */
export interface CarImageRequest {
  kind: 'photo' | 'spin';
  n: number;
}

/**
 * Where a site's car photos come from. Pages and cards list the addresses it gives; the platform
 * serves under /media/ the images a source draws itself and the feed photos it fetches.
 */
export interface CarPhotoSource {
  /** How many photos the car has. */
  photoCount(car: StockDocument): number;
  /**
   * The address of the car's photo `n` (1-based, at most photoCount): photo 1 is its listing
   * photo. Asked one at a time, so a card's photo costs one address, not the whole gallery's.
   */
  photoUrl(car: StockDocument, n: number): string;
  /**
   * The widths a photo address can be asked for with `?w=` (for srcset); empty when each
   * address is one image that scales itself (SVG).
   */
  readonly photoWidths: readonly number[];
  /**
   * The dealer's address of a photo or spin frame, fetched and resized here; null when this
   * source fetches none, or the car has no such image.
   */
  fetchedImageUrl(car: StockDocument, image: CarImageRequest): string | null;
  /** The car's 360° spin frame addresses, in order; empty when it has no spin. */
  spinFrameUrls(car: StockDocument): string[];
  /** The widths a spin frame address can be asked for with `?w=`; empty for SVG frames. */
  readonly spinFrameWidths: readonly number[];
  /** The SVG of a photo or spin frame this source draws; null when its images live elsewhere. */
  drawImage(car: StockDocument, image: CarImageRequest): string | null;
}

/** Each site's photo source, as its `photos.source` setting names it. */
export interface CarPhotoSources {
  forSite(site: Site): CarPhotoSource;
}

/** The addresses of the car's first `limit` photos (all of them by default), in order. */
export function carPhotoUrls(
  source: CarPhotoSource,
  car: StockDocument,
  limit = Number.POSITIVE_INFINITY,
): string[] {
  const count = Math.min(source.photoCount(car), limit);
  return Array.from({ length: count }, (_, i) => source.photoUrl(car, i + 1));
}
