import type { CarPhotoSource } from './car-photos.port.js';
import { sourceUrlHash } from './photo-source-hash.js';
import {
  CAR_PHOTO_WIDTHS,
  SPIN_FRAME_WIDTHS,
  feedPhotoUrl,
  feedSpinFrameUrl,
} from './media-urls.js';

/**
 * The photos and 360° spin frames the stock feed lists for each car (`photos.source: 'feed'`):
 * pages get addresses of this platform, which fetches each from the dealer's host, resizes it to
 * the widths pages ask for and caches it (feed-photo-pipeline.ts). Pages therefore never load
 * an image from the dealer's host, and the page's Content-Security-Policy need not allow it.
 */
export const feedCarPhotos: CarPhotoSource = {
  photoCount: (car) => car.photoUrls?.length ?? 0,
  photoUrl: (car, n) => {
    const url = car.photoUrls?.[n - 1];
    if (url === undefined) throw new RangeError(`${car.slug} has no photo ${n}`);
    return feedPhotoUrl(car.slug, n, sourceUrlHash(url));
  },
  photoWidths: CAR_PHOTO_WIDTHS,
  fetchedImageUrl: (car, { kind, n }) =>
    (kind === 'photo' ? car.photoUrls : car.spinFrameUrls)?.[n - 1] ?? null,
  spinFrameUrls: (car) =>
    (car.spinFrameUrls ?? []).map((url, i) =>
      feedSpinFrameUrl(car.slug, i + 1, sourceUrlHash(url)),
    ),
  spinFrameWidths: SPIN_FRAME_WIDTHS,
  drawImage: () => null,
};
