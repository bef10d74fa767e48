import type { CarPhotoSource } from './car-photos.port.js';

/**
 * The photos the stock feed lists for each car (`photos.source: 'feed'`), shown from where the
 * dealer hosts them; the platform draws none.
 */
export const feedCarPhotos: CarPhotoSource = {
  photoUrls: (car) => car.photoUrls ?? [],
  spinFrameUrls: (car) => car.spinFrameUrls ?? [],
  drawImage: () => null,
};
