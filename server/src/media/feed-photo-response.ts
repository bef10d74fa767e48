import type { Site } from '@forecourt/tenants/site';
import type { StockDocument } from '../stock/stock-document.js';
import type { CarImageRequest, CarPhotoSource } from './car-photos.port.js';
import type { FeedPhotoPipeline } from './feed-photo-pipeline.js';
import { cachedResponse, notFound } from './media-response.js';
import { CAR_PHOTO_WIDTHS, SPIN_FRAME_WIDTHS } from './media-urls.js';
import { PHOTO_CONTENT_TYPES, photoFormatFor } from './photo-format.js';
import { PHOTO_PLACEHOLDER_CACHE_CONTROL, PHOTO_PLACEHOLDER_SVG } from './photo-placeholder.js';
import { sourceUrlHash } from './photo-source-hash.js';

/**
 * /media/cars/{slug}/photos/{n}/{hash}?w={width}: photo n of the car as its feed names it,
 * resized to one of the fixed widths in the format the browser takes; /spin/{n}/{hash} the same
 * for frame n of its 360° spin, at the spin's own smaller set of widths. The address names the
 * source by its hash, so the answer never changes and is cached for a year; when the feed has
 * since changed the photo, the current one is served with a short cache instead. A photo that
 * cannot be had is answered with the placeholder, never a broken image; a spin frame with a 502.
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

const SERVED: Record<CarImageRequest['kind'], { widths: readonly number[]; noun: string }> = {
  photo: { widths: CAR_PHOTO_WIDTHS, noun: 'photo' },
  spin: { widths: SPIN_FRAME_WIDTHS, noun: 'spin frame' },
};

/** The width `?w=` asks for, one of the fixed set; absent: the largest. */
function requestedWidth(url: URL, widths: readonly number[]): number | null {
  const raw = url.searchParams.get('w');
  if (raw === null) return widths[widths.length - 1]!;
  return widths.find((width) => String(width) === raw) ?? null;
}

const capitalised = (words: string) => words[0]!.toUpperCase() + words.slice(1);

export async function feedPhotoResponse(
  request: Request,
  site: Site,
  car: StockDocument,
  route: { image: CarImageRequest; sourceHash: string },
  photos: CarPhotoSource,
  pipeline: FeedPhotoPipeline | undefined,
): Promise<Response> {
  const { widths, noun } = SERVED[route.image.kind];
  const width = requestedWidth(new URL(request.url), widths);
  if (width === null) {
    return badRequest(`${capitalised(noun)}s are served ${widths.join(', ')} pixels wide.`);
  }
  const sourceUrl = photos.fetchedImageUrl(car, route.image);
  if (sourceUrl === null || !pipeline) {
    return notFound(`No ${noun} ${route.image.n} of this vehicle.`);
  }
  const format = photoFormatFor(request.headers.get('accept'));
  const outcome = await pipeline.photo({ site, sourceUrl, width, format });
  if (!outcome.ok && route.image.kind === 'spin') {
    // The spin is shown only when every frame loaded (spec 1 §4): a placeholder would load, and
    // turn up as one grey frame of the spin. A failed load makes the viewer show the gallery.
    return new Response(
      `Spin frame ${route.image.n} of this vehicle could not be had from the dealer.`,
      {
        status: 502,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': PHOTO_PLACEHOLDER_CACHE_CONTROL,
        },
      },
    );
  }
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
