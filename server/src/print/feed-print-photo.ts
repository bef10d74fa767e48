import type { Site } from '@forecourt/tenants/site';
import sharp from 'sharp';
import type { CarPhotoSource } from '../media/car-photos.port.js';
import type { FeedPhotoPipeline } from '../media/feed-photo-pipeline.js';
import { CAR_PHOTO_WIDTHS, servedWidthFor } from '../media/media-urls.js';
import type { StockDocument } from '../stock/stock-document.js';
import type { RasterPhoto } from './photo-raster.js';

/**
 * The first photo of a feed site's car, as the sheet prints it: taken through the photo pipeline
 * as a JPEG at the served width nearest above the print width, so a car printed again, or one
 * whose page was just viewed, costs the dealer's host no second download (the pipeline's disk
 * cache and its memory of recent originals). pdfkit embeds the JPEG as it is.
 *
 * A photo that cannot be had (the dealer's host fails, sends no image, or the cache breaks)
 * leaves the sheet without a photo: a print-out without a picture is better than no print-out.
 * The pipeline logs the failure.
 */
export async function feedPrintPhoto({
  car,
  site,
  photos,
  pipeline,
  widthPx,
  log,
}: {
  car: StockDocument;
  site: Site;
  photos: CarPhotoSource;
  pipeline: FeedPhotoPipeline | undefined;
  widthPx: number;
  log: { warn(fields: Record<string, unknown>, message: string): void };
}): Promise<RasterPhoto | null> {
  const sourceUrl = photos.fetchedImageUrl(car, { kind: 'photo', n: 1 });
  const width = servedWidthFor(CAR_PHOTO_WIDTHS, widthPx);
  if (sourceUrl === null || !pipeline || width === null) return null;
  try {
    const outcome = await pipeline.photo({ site, sourceUrl, width, format: 'jpeg' });
    if (!outcome.ok) return null;
    const data = Buffer.from(outcome.bytes);
    const meta = await sharp(data).metadata();
    return { data, width: meta.width, height: meta.height };
  } catch (error) {
    log.warn(
      { site: site.config.slug, slug: car.slug, err: error },
      `${site.config.slug}: the photo of ${car.slug} could not be printed; the sheet is printed without it`,
    );
    return null;
  }
}
