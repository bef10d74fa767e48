import type { PhotoSource } from '@forecourt/tenants/settings/photo-settings.schema';
import type { CarPhotoSource, CarPhotoSources } from './car-photos.port.js';
import { feedCarPhotos } from './feed-car-photos.js';
import { generatedDrawingCarPhotos } from './generated-drawing-car-photos.js';

const BY_SETTING: Record<PhotoSource, CarPhotoSource> = {
  'generated-drawings': generatedDrawingCarPhotos,
  feed: feedCarPhotos,
};

/** Each site's car photos from the source its settings name. */
export function createCarPhotoSources(): CarPhotoSources {
  return { forSite: (site) => BY_SETTING[site.config.photos.source] };
}
