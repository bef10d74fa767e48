import type { Site } from '@forecourt/tenants/site';
import type { StockDocument } from '../stock/stock-document.js';
import type { CarPhotoSource } from './car-photos.port.js';
import type { FeedPhotoPipeline } from './feed-photo-pipeline.js';
import { cachedResponse, notFound } from './media-response.js';
import { CAR_PHOTO_WIDTHS } from './media-urls.js';
import { PHOTO_CONTENT_TYPES, photoFormatFor } from './photo-format.js';
import { PHOTO_PLACEHOLDER_CACHE_CONTROL, PHOTO_PLACEHOLDER_SVG } from './photo-placeholder.js';
import { sourceUrlHash } from './photo-source-hash.js';

/**
 * /media/cars/{slug}/photos/{n}/{hash}?w={width}: photo n of the car as its feed names it,
 * resized to one of the fixed widths in the format the browser takes. The address names the
 * source by its hash, so the answer never changes and is cached for a year; when the feed has
 * since changed the photo, the current one is served with a short cache instead. A photo that
 * cannot be had is answered with the placeholder, never an error.
 */

/** The address carries the source's hash, width and quality: its answer never changes. */
export const IMMUTABLE_PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An address whose hash is no longer the feed's: the page naming it is stale. */
const STALE_ADDRESS_CACHE_CONTROL = 'public, max-age=300';
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function badRequest(message: string): Response {
  return new Response(message, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

/** The width `?w=` asks for, one of the fixed set; absent: the largest. */
function requestedWidth(url: URL): number | null {
  const raw = url.searchParams.get('w');
  if (raw === null) return CAR_PHOTO_WIDTHS[CAR_PHOTO_WIDTHS.length - 1]!;
  return CAR_PHOTO_WIDTHS.find((width) => String(width) === raw) ?? null;
}

export async function feedPhotoResponse(
  request: Request,
  site: Site,
  car: StockDocument,
  route: { n: number; sourceHash: string },
  photos: CarPhotoSource,
  pipeline: FeedPhotoPipeline | undefined,
): Promise<Response> {
  const width = requestedWidth(new URL(request.url));
  if (width === null) {
    return badRequest(`Photos are served ${CAR_PHOTO_WIDTHS.join(', ')} pixels wide.`);
  }
  const sourceUrl = photos.fetchedPhotoUrl(car, route.n);
  if (sourceUrl === null || !pipeline) return notFound(`No photo ${route.n} of this vehicle.`);
  const format = photoFormatFor(request.headers.get('accept'));
  const outcome = await pipeline.photo({ site, sourceUrl, width, format });
  if (!outcome.ok) {
    return cachedResponse(request, PHOTO_PLACEHOLDER_SVG, 'image/svg+xml', {
      'cache-control': PHOTO_PLACEHOLDER_CACHE_CONTROL,
      'content-security-policy': SVG_POLICY,
      vary: 'Accept',
    });
  }
  const current = sourceUrlHash(sourceUrl) === route.sourceHash;
  return cachedResponse(request, outcome.bytes, PHOTO_CONTENT_TYPES[format], {
    'cache-control': current ? IMMUTABLE_PHOTO_CACHE_CONTROL : STALE_ADDRESS_CACHE_CONTROL,
    // The format follows Accept, so caches keep one copy per Accept.
    vary: 'Accept',
  });
}
