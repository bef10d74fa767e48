import { qrCodeRuns, type QrCodeRuns } from '@forecourt/schema/print/qr-code-runs';
import type { Site } from '@forecourt/tenants/site';
import PDFDocument from 'pdfkit';
import type { CarPhotoSource } from '../media/car-photos.port.js';
import { createCarPhotoSources } from '../media/create-car-photo-sources.js';
import type { FeedPhotoPipeline } from '../media/feed-photo-pipeline.js';
import { logger } from '../logger.js';
import type { StockDocument } from '../stock/stock-document.js';
import { feedPrintPhoto } from './feed-print-photo.js';
import { PRINT_PHOTO_WIDTH_PX, rasterisePhoto, type RasterPhoto } from './photo-raster.js';
import { drawVehicleSheet } from './sheet-layout.js';
import { vehicleSheet, type VehicleSheet } from './vehicle-sheet.js';

export interface VehiclePdfOptions {
  /** The vehicle page's absolute address, printed and encoded in the QR code. */
  pageUrl: string;
  /** Width of the rasterised photo; tests pass a small one. */
  photoWidthPx?: number;
  /** The site's car photos; by default from the source its settings name. */
  photos?: CarPhotoSource | undefined;
  /** Fetches and resizes a feed site's photos; without it a feed photo is not printed. */
  feedPhotos?: FeedPhotoPipeline | undefined;
}

/** Which step of building a PDF failed, in words a shopper's alert can show. */
export class VehiclePdfError extends Error {
  constructor(
    readonly step: string,
    options: { cause: unknown },
  ) {
    super(`${step} failed`, options);
    this.name = 'VehiclePdfError';
  }
}

async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    throw new VehiclePdfError(name, { cause });
  }
}

function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function writePdf(sheet: VehicleSheet, photo: RasterPhoto | null, qr: QrCodeRuns, site: Site) {
  const priceType = sheet.price.priceType ? ` ${sheet.price.priceType}` : '';
  const doc = new PDFDocument({
    size: 'A4',
    // Every position is set by the layout; no margin means pdfkit never breaks a page by itself.
    margin: 0,
    bufferPages: true,
    lang: 'en-AU',
    displayTitle: true,
    info: {
      Title: sheet.title,
      Author: sheet.siteName,
      Subject: `${sheet.title}: ${sheet.price.text}${priceType} at ${sheet.dealer.name}`,
      Creator: sheet.siteName,
    },
  });
  const bytes = pdfBytes(doc);
  drawVehicleSheet(doc, sheet, photo, qr, { primary: site.config.theme.colours.primary });
  doc.end();
  return bytes;
}

/**
 * A one- or two-page A4 PDF of a vehicle: the site's window sheet for it. A drawn photo is
 * rendered on resvg's thread and compressed on zlib's, so the event loop only lays out the page;
 * a feed's photo comes through the photo pipeline as a JPEG (feed-print-photo.ts), and when it
 * cannot be had the sheet is printed without it. A failure names its step (VehiclePdfError).
 */
export async function buildVehiclePdf(
  car: StockDocument,
  site: Site,
  { pageUrl, photoWidthPx = PRINT_PHOTO_WIDTH_PX, photos, feedPhotos }: VehiclePdfOptions,
): Promise<Buffer> {
  const sheet = await step('reading the vehicle details', () => vehicleSheet(car, site, pageUrl));
  const source = photos ?? createCarPhotoSources().forSite(site);
  const svg = car.photosCount > 0 ? source.drawImage(car, { kind: 'photo', n: 1 }) : null;
  const photo =
    svg === null
      ? await feedPrintPhoto({
          car,
          site,
          photos: source,
          pipeline: feedPhotos,
          widthPx: photoWidthPx,
          log: logger,
        })
      : await step('drawing the photo', () => rasterisePhoto(svg, photoWidthPx));
  const qr = await step('making the QR code', () => qrCodeRuns(pageUrl));
  return step('laying out the pages', () => writePdf(sheet, photo, qr, site));
}
