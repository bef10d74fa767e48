import type { Site } from '@forecourt/tenants/site';
import type { CarPhotoSource } from '../media/car-photos.port.js';
import type { FeedPhotoPipeline } from '../media/feed-photo-pipeline.js';
import { logger } from '../logger.js';
import type { SiteStock } from '../stock/stock-search.port.js';
import { vehiclePdfFilename } from '@forecourt/schema/print/print-paths';
import { isVehiclePdfPath, matchVehiclePdfPath, vehiclePageUrl } from './print-urls.js';
import { buildVehiclePdf, VehiclePdfError } from './vehicle-pdf.js';

/** Prices change: a browser may reuse a download for a few minutes, a shared cache never. */
export const PRINT_CACHE_CONTROL = 'private, max-age=300';

export interface PrintRouteOptions {
  /** Width of the rasterised photo; tests pass a small one. */
  photoWidthPx?: number;
  /** The site's car photos; by default from the source its settings name. */
  photos?: CarPhotoSource;
  /** Fetches and resizes a feed site's photos, so the sheet prints the car's first photo. */
  feedPhotos?: FeedPhotoPipeline | undefined;
}

function plainText(message: string, status: number, headers: Record<string, string> = {}) {
  return new Response(message, {
    status,
    headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
  });
}

/**
 * Serves `GET /print/{slug}.pdf`: the vehicle's print sheet as a PDF download (spec 2 §7, saved
 * as {slug}.pdf). The car is looked up through the site-bound stock, so another site's car is a
 * 404, as is every car of a site that does not offer printing. A failure answers 500 with a
 * short text naming what failed, which the vehicle page shows in its alert (spec 2 §8).
 * Returns null for any other path.
 */
export async function handlePrintRequest(
  request: Request,
  site: Site,
  stock: SiteStock,
  options: PrintRouteOptions = {},
): Promise<Response | null> {
  const url = new URL(request.url);
  if (!isVehiclePdfPath(url.pathname)) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return plainText('The vehicle PDF is read with GET.', 405, { allow: 'GET, HEAD' });
  }
  if (!site.config.features.print) {
    return plainText(`${site.config.name} does not offer vehicle print-outs.`, 404);
  }
  const slug = matchVehiclePdfPath(url.pathname);
  const [car] = slug ? await stock.findBySlugs([slug]) : [null];
  if (!slug || !car) return plainText('No such vehicle on this site.', 404);

  let pdf: Buffer;
  try {
    pdf = await buildVehiclePdf(car, site, {
      pageUrl: vehiclePageUrl(url.origin, slug),
      photoWidthPx: options.photoWidthPx,
      photos: options.photos,
      feedPhotos: options.feedPhotos,
    });
  } catch (error) {
    logger.error({ err: error, site: site.config.slug, slug }, 'vehicle PDF failed');
    const what = error instanceof VehiclePdfError ? `: ${error.step} failed` : '';
    return plainText(`The PDF of this vehicle could not be made${what}. Please try again.`, 500);
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': `attachment; filename="${vehiclePdfFilename(slug)}"`,
      'cache-control': PRINT_CACHE_CONTROL,
    },
  });
}
