import { renderCarPhoto, renderSpinFrame } from '@forecourt/demo/drawings/car-photo';
import type { CarPhotoSource } from './car-photos.port.js';
import { carPhotoUrl, spinFrameUrl } from './media-urls.js';

/**
 * Photos drawn from the car's record (`photos.source: 'generated-drawings'`): as many as its
 * photosCount and spinFrameCount say, served by this platform under /media/cars/.
 */
export const generatedDrawingCarPhotos: CarPhotoSource = {
  photoCount: (car) => car.photosCount,
  photoUrl: (car, n) => carPhotoUrl(car.slug, n),
  photoWidths: [],
  fetchedImageUrl: () => null,
  spinFrameUrls: (car) =>
    Array.from({ length: car.spinFrameCount }, (_, i) => spinFrameUrl(car.slug, i + 1)),
  spinFrameWidths: [],
  drawImage: (car, image) =>
    image.kind === 'photo'
      ? renderCarPhoto(car, image.n)
      : renderSpinFrame(car, image.n, car.spinFrameCount),
};
