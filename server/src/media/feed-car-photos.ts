import type { CarPhotoSource } from './car-photos.port.js';
import { sourceUrlHash } from './photo-source-hash.js';
import { CAR_PHOTO_WIDTHS, feedPhotoUrl } from './media-urls.js';

/**
 * The photos the stock feed lists for each car (`photos.source: 'feed'`): pages get addresses of
 * this platform, which fetches each from the dealer's host, resizes it to the widths pages ask
 * for and caches it (feed-photo-pipeline.ts). The 360° spin frames are still shown from where
 * the dealer hosts them.
 */
export const feedCarPhotos: CarPhotoSource = {
  photoUrls: (car) =>
    (car.photoUrls ?? []).map((url, i) => feedPhotoUrl(car.slug, i + 1, sourceUrlHash(url))),
  photoWidths: CAR_PHOTO_WIDTHS,
  fetchedPhotoUrl: (car, n) => car.photoUrls?.[n - 1] ?? null,
  spinFrameUrls: (car) => car.spinFrameUrls ?? [],
  drawImage: () => null,
};
