import type { Site } from '@forecourt/tenants/site';
import { ByteLru } from './byte-lru.js';
import { convertPhoto } from './photo-converter.js';
import type { PhotoDiskCache } from './photo-disk-cache.js';
import {
  PhotoFetchError,
  type PhotoFetcher,
  type PhotoFetchFailure,
} from './photo-fetcher.port.js';
import type { PhotoFormat } from './photo-format.js';
import { sourceUrlHash } from './photo-source-hash.js';

/**
 * A feed photo as a page asks for it: from the disk cache, or fetched from the dealer's host,
 * converted and cached. However many ask at once, each resized photo is made once and each
 * source fetched once. A photo that cannot be had is logged once with its site and address and
 * remembered for a while, so a dead address is not fetched on every page view; the caller shows
 * the placeholder meanwhile.
 */

/** A dead address is tried again after this long (the dealer may fix it). */
export const PHOTO_FAILURE_MEMORY_MS = 10 * 60_000;
/** Downloaded originals kept in memory, so the other widths and formats of a page view's photos do not fetch again. */
const SOURCE_MEMORY_BYTES = 64 * 1024 * 1024;

const FAILURES_BEFORE_PRUNING = 10_000;

export interface PhotoLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface FeedPhotoPipelineOptions {
  fetcher: PhotoFetcher;
  cache: PhotoDiskCache;
  log: PhotoLog;
  now?: () => number;
  failureMemoryMs?: number;
}

export interface PhotoRequest {
  site: Site;
  sourceUrl: string;
  width: number;
  format: PhotoFormat;
}

export type PhotoOutcome =
  { ok: true; bytes: Uint8Array } | { ok: false; failure: PhotoFetchFailure };

export class FeedPhotoPipeline {
  readonly #options: Required<Omit<FeedPhotoPipelineOptions, 'now'>> & { now: () => number };
  readonly #sources = new ByteLru<Uint8Array>(SOURCE_MEMORY_BYTES);
  readonly #fetching = new Map<string, Promise<Uint8Array>>();
  readonly #making = new Map<string, Promise<PhotoOutcome>>();
  /** Site and source address → until when it is known to fail, and why. */
  readonly #failures = new Map<string, { until: number; failure: PhotoFetchFailure }>();

  constructor({
    now = Date.now,
    failureMemoryMs = PHOTO_FAILURE_MEMORY_MS,
    ...rest
  }: FeedPhotoPipelineOptions) {
    this.#options = { ...rest, now, failureMemoryMs };
  }

  async photo({ site, sourceUrl, width, format }: PhotoRequest): Promise<PhotoOutcome> {
    const key = {
      site: site.config.slug,
      sourceHash: sourceUrlHash(sourceUrl),
      width,
      format,
      quality: site.config.images.quality,
    };
    const cached = await this.#options.cache.get(key);
    if (cached) return { ok: true, bytes: cached };
    const flightKey = JSON.stringify(key);
    let making = this.#making.get(flightKey);
    if (!making) {
      making = this.#make(site, sourceUrl, key).finally(() => this.#making.delete(flightKey));
      this.#making.set(flightKey, making);
    }
    return making;
  }

  async #make(
    site: Site,
    sourceUrl: string,
    key: Parameters<PhotoDiskCache['put']>[0],
  ): Promise<PhotoOutcome> {
    const sourceKey = `${key.site}\n${sourceUrl}`;
    const known = this.#failures.get(sourceKey);
    if (known && known.until > this.#options.now()) return { ok: false, failure: known.failure };
    let bytes: Uint8Array;
    try {
      const source = await this.#source(sourceKey, sourceUrl);
      bytes = await convertPhoto(source, key).catch((error: unknown) => {
        throw new PhotoFetchError('not-an-image', 'could not be decoded as an image', {
          cause: error,
        });
      });
    } catch (error) {
      const failure =
        error instanceof PhotoFetchError
          ? error
          : new PhotoFetchError('unreachable', 'could not be had', { cause: error });
      this.#forgetExpiredFailures();
      this.#failures.set(sourceKey, {
        until: this.#options.now() + this.#options.failureMemoryMs,
        failure: failure.failure,
      });
      this.#sources.delete(sourceKey);
      this.#options.log.warn(
        { site: site.config.slug, url: sourceUrl, failure: failure.failure },
        `${site.config.slug}: feed photo ${sourceUrl} ${failure.message}; the placeholder is shown for ${Math.round(this.#options.failureMemoryMs / 60_000)} min`,
      );
      return { ok: false, failure: failure.failure };
    }
    this.#failures.delete(sourceKey);
    // A full disk must not cost the shopper the photo: it is served, just not kept.
    await this.#options.cache.put(key, bytes).catch((error: unknown) => {
      this.#options.log.warn(
        { site: site.config.slug, err: error },
        `${site.config.slug}: a resized photo could not be written to the photo cache`,
      );
    });
    return { ok: true, bytes };
  }

  /** Expired entries go once there are many, so a feed full of dead addresses cannot grow it for ever. */
  #forgetExpiredFailures(): void {
    if (this.#failures.size < FAILURES_BEFORE_PRUNING) return;
    const now = this.#options.now();
    for (const [key, { until }] of this.#failures) if (until <= now) this.#failures.delete(key);
  }

  #source(sourceKey: string, sourceUrl: string): Promise<Uint8Array> {
    const kept = this.#sources.get(sourceKey);
    if (kept) return Promise.resolve(kept);
    let fetching = this.#fetching.get(sourceKey);
    if (!fetching) {
      fetching = this.#options.fetcher
        .fetchPhoto(sourceUrl)
        .then(({ bytes }) => {
          this.#sources.set(sourceKey, bytes);
          return bytes;
        })
        .finally(() => this.#fetching.delete(sourceKey));
      this.#fetching.set(sourceKey, fetching);
    }
    return fetching;
  }
}
