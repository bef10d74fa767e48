import type { Location } from './location.schema.js';
import type { SiteConfig } from './site-config.schema.js';

/** A validated site: its settings, its locations and the folder they came from. */
export interface Site {
  config: SiteConfig;
  locations: Location[];
  locationsById: ReadonlyMap<string, Location>;
  /** The site's folder (feeds and assets are relative to it). */
  dir: string;
}
