import type { Site } from '@forecourt/tenants/site';
import type { SiteStock } from '../stock/stock-search.port.js';
import type { CarPhotoSource } from './car-photos.port.js';
import { createCarPhotoSources } from './create-car-photo-sources.js';
import { cachedResponse, notFound } from './media-response.js';
import { MEDIA_PREFIX, matchMediaRoute } from './media-urls.js';
import { siteImageResponse } from './site-images.js';
import { siteLogoResponse } from './site-logo.js';
import { brandLogoResponse } from './brand-logo.js';
import type { FeedPhotoPipeline } from './feed-photo-pipeline.js';
import { feedPhotoResponse } from './feed-photo-response.js';

const SVG_TYPE = 'image/svg+xml';

/**
 * Serves /media/: the car photos and spin frames the site's photo source draws, the feed photos
 * and spin frames it fetches and resizes (through `feedPhotos`; without it they are not served), the site's
 * logo, its brands' logos and its own images (site-images.ts). The car is looked up through the site-bound stock, so another site's car (or one the site
 * does not show) is a 404. Returns null for any other path.
 */
export async function handleMediaRequest(
  request: Request,
  site: Site,
  stock: SiteStock,
  photos: CarPhotoSource = createCarPhotoSources().forSite(site),
  feedPhotos?: FeedPhotoPipeline,
): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(MEDIA_PREFIX)) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Media is read with GET.', {
      status: 405,
      headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const route = matchMediaRoute(pathname);
  if (!route) return notFound(`No media at ${pathname}.`);
  if (route.kind === 'logo') return siteLogoResponse(request, site);
  if (route.kind === 'brandLogo') return brandLogoResponse(request, site, stock, route);
  if (route.kind === 'site-image') return siteImageResponse(request, site, route.file);

  const [car] = await stock.findBySlugs([route.slug]);
  if (!car) return notFound(`No vehicle "${route.slug}" on this site.`);
  if (route.kind === 'feedImage') {
    return feedPhotoResponse(request, site, car, route, photos, feedPhotos);
  }
  if (route.kind === 'photo') {
    if (route.n > car.photosCount) {
      return notFound(`Photo ${route.n}: this vehicle has ${car.photosCount} photos.`);
    }
  } else if (route.n > car.spinFrameCount) {
    return notFound(`Spin frame ${route.n}: this vehicle has ${car.spinFrameCount} frames.`);
  }
  const svg = photos.drawImage(car, route);
  // A site showing its feed's photos has none drawn here.
  if (svg === null) return notFound(`No media at ${pathname}.`);
  return cachedResponse(request, svg, SVG_TYPE);
}
