import { isIP } from 'node:net';
import path from 'node:path';
import { FeedPhotoPipeline, type PhotoLog } from '../../media/feed-photo-pipeline.js';
import {
  DEFAULT_PHOTO_CACHE_BYTES,
  PHOTO_CACHE_FOLDER,
  PhotoDiskCache,
} from '../../media/photo-disk-cache.js';
import { HttpPhotoFetcher } from './http-photo-fetcher.js';

/**
 * The feed photo pipeline of the server: photos fetched over HTTP(S) and cached under the data
 * directory's photos/. FORECOURT_PHOTO_CACHE_MB bounds the cache (2048 unless set);
 * FORECOURT_PHOTO_ALLOWED_ADDRESSES lists addresses or CIDR ranges, comma-separated, that may be
 * fetched from although private (a photo server on the local network; none unless set).
 */
export function createFeedPhotoPipelineFromEnv({
  dataDir,
  log,
  env = process.env,
}: {
  dataDir: string;
  log: PhotoLog;
  env?: NodeJS.ProcessEnv;
}): FeedPhotoPipeline {
  const megabytes = env.FORECOURT_PHOTO_CACHE_MB?.trim();
  const maxBytes = megabytes ? Number(megabytes) * 1024 * 1024 : DEFAULT_PHOTO_CACHE_BYTES;
  if (!Number.isFinite(maxBytes) || maxBytes <= 0) {
    throw new Error(`FORECOURT_PHOTO_CACHE_MB: "${megabytes}" is not a positive number of MB`);
  }
  const allowedAddresses = (env.FORECOURT_PHOTO_ALLOWED_ADDRESSES ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  for (const address of allowedAddresses) {
    const [ip, bits, ...rest] = address.split('/');
    if (!isIP(ip!) || rest.length > 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new Error(
        `FORECOURT_PHOTO_ALLOWED_ADDRESSES: "${address}" is not an IP address or CIDR range`,
      );
    }
  }
  return new FeedPhotoPipeline({
    fetcher: new HttpPhotoFetcher({ allowedAddresses }),
    cache: new PhotoDiskCache(path.join(dataDir, PHOTO_CACHE_FOLDER), { maxBytes }),
    log,
  });
}
