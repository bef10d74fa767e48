import type { Site } from '@forecourt/tenants/site';
import type { StockDocument } from '../stock/stock-document.js';

/** One image of a car's gallery or 360° spin (1-based), as a /media/cars/ address names it. */
export interface CarImageRequest {
  kind: 'photo' | 'spin';
  n: number;
}

/**
 * Where a site's car photos come from. Pages and cards list the addresses it gives; the platform
 * serves under /media/ only the images a source draws itself.
 */
export interface CarPhotoSource {
  /** The car's photo addresses, in order (the first is its listing photo). */
  photoUrls(car: StockDocument): string[];
  /** The car's 360° spin frame addresses, in order; empty when it has no spin. */
  spinFrameUrls(car: StockDocument): string[];
  /** The SVG of a photo or spin frame this source draws; null when its images live elsewhere. */
  drawImage(car: StockDocument, image: CarImageRequest): string | null;
}

/** Each site's photo source, as its `photos.source` setting names it. */
export interface CarPhotoSources {
  forSite(site: Site): CarPhotoSource;
}
