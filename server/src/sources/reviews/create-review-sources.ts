import { logger } from '../../logger.js';
import type { ReviewSources } from '../../reviews/review-source.port.js';
import { perSite } from '../per-site.js';
import { FileReviewSource } from './file-review-source.js';
import { GooglePlacesReviewSource } from './google-places-review-source.js';

const HOUR_MS = 3_600_000;

export interface ReviewSourcesOptions {
  /** Where the Google key is read (the variable each site names); process.env by default. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The Places API's address; tests point it at a local server. */
  googlePlacesBaseUrl?: string;
}

/** The source each site's settings name (`reviews.source`), built once per site. */
export function createReviewSources({
  env = process.env,
  googlePlacesBaseUrl,
}: ReviewSourcesOptions = {}): ReviewSources {
  return perSite((site) => {
    const settings = site.config.reviews;
    if (settings.source === 'file') return new FileReviewSource(site);
    const apiKey = env[settings.googleApiKeyEnv]?.trim() || null;
    if (apiKey === null) {
      logger.warn(
        { site: site.config.slug, variable: settings.googleApiKeyEnv },
        `Google reviews are off for ${site.config.slug}: ${settings.googleApiKeyEnv} is not set`,
      );
    }
    return new GooglePlacesReviewSource(site, {
      apiKey,
      baseUrl: googlePlacesBaseUrl,
      cacheMs: settings.cacheHours * HOUR_MS,
    });
  });
}
