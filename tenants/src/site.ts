import type { ContentPageSource } from './content/content-pages.js';
import type { Location } from './location.schema.js';
import type { FilePromotion } from './promotions/promotions-file.schema.js';
import type { FileReview } from './reviews/reviews-file.schema.js';
import type { SiteConfig } from './site-config.schema.js';

/** A validated site: its settings, its locations and the folder they came from. */
export interface Site {
  config: SiteConfig;
  locations: Location[];
  locationsById: ReadonlyMap<string, Location>;
  /**
   * The site's own reviews (its reviews.json), in the file's order. The loader always sets it;
   * optional so a site built by hand (tests) need not, which then has none.
   */
  reviews?: FileReview[];
  /**
   * The site's own pages from its content folder, by address. The loader always sets it;
   * optional so a site built by hand (tests) need not, which then has none.
   */
  contentPages?: ContentPageSource[];
  /**
   * The site's promotions (its promotions.json), in the file's order. The loader always sets it;
   * optional so a site built by hand (tests) need not, which then has none.
   */
  promotions?: FilePromotion[];
  /** The site's folder (feeds and assets are relative to it). */
  dir: string;
}
