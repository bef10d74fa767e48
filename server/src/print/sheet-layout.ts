import { flowIntoColumns } from './feature-columns.js';
import type { RasterPhoto } from './photo-raster.js';
import type { QrCodeRuns } from '@forecourt/schema/print/qr-code-runs';
import { SHEET_HEADINGS } from '@forecourt/schema/print/vehicle-sheet-content';
import {
  drawDealer,
  drawHeader,
  drawPhoto,
  drawPricePanel,
  drawQrBlock,
  drawSpecs,
  drawTitle,
  HEADER_BOTTOM,
  type Box,
} from './sheet-blocks.js';
import {
  CONTACT_HEIGHT,
  FEATURE_COLUMN_GAP,
  FEATURE_COLUMNS,
  FEATURE_FONT_SIZE,
  FEATURE_GAP,
  FEATURE_INDENT,
  FONT,
  FONT_BOLD,
  FOOTER_FONT_SIZE,
  FOOTER_OFFSET,
  GUTTER,
  HAIRLINE,
  INK,
  MARGIN,
  MUTED,
  PHOTO_WIDTH,
  QR_BLOCK_WIDTH,
} from './sheet-style.js';
import type { VehicleSheet } from './vehicle-sheet.js';

/**
 * The page plan of the vehicle sheet, laid out like a dealer's window sheet: header, title,
 * photo beside the price and key specs, the features in columns, and at the foot of the first
 * page the dealer's contact beside a QR code to the vehicle page. Features that do not fit above
 * the contact block continue on a second page.
 *
 * The layout is written by hand on pdfkit's drawing calls: pdfkit places text and shapes but
 * has no page-layout engine, and an HTML-to-PDF route would need a headless browser on the
 * server. Fixed positions on a fixed A4 page keep the sheet predictable and fast to build.
 */

type Doc = PDFKit.PDFDocument;

export interface SheetColours {
  primary: string;
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const contactTop = (doc: Doc) => doc.page.height - MARGIN - CONTACT_HEIGHT;
const FEATURES_HEADING_HEIGHT = 24;
/** Below this much room, the features start on the next page rather than squeeze in. */
const MIN_FEATURES_ROOM = 60;

/** Photo on the left with price and specs beside it; without a photo, specs left and price right. */
function drawTopRow(
  doc: Doc,
  sheet: VehicleSheet,
  photo: RasterPhoto | null,
  colours: SheetColours,
  y: number,
) {
  const left: Box = { x: MARGIN, y, width: PHOTO_WIDTH };
  const right: Box = {
    x: MARGIN + PHOTO_WIDTH + GUTTER,
    y,
    width: contentWidth(doc) - PHOTO_WIDTH - GUTTER,
  };
  if (photo) {
    const photoBottom = drawPhoto(doc, photo, left);
    const priceBottom = drawPricePanel(doc, sheet.price, sheet.soldLabel, colours.primary, right);
    const specsBottom = drawSpecs(doc, sheet.specs, { ...right, y: priceBottom + 10 });
    return Math.max(photoBottom, specsBottom);
  }
  const specsBottom = drawSpecs(doc, sheet.specs, left);
  const priceBottom = drawPricePanel(doc, sheet.price, sheet.soldLabel, colours.primary, right);
  return Math.max(specsBottom, priceBottom);
}

function drawFeaturesHeading(doc: Doc, text: string, y: number): number {
  doc.font(FONT_BOLD).fontSize(12.5).fillColor(INK);
  doc.text(text, MARGIN, y, { width: contentWidth(doc), lineBreak: false });
  doc
    .moveTo(MARGIN, y + 17)
    .lineTo(MARGIN + contentWidth(doc), y + 17)
    .lineWidth(0.5)
    .strokeColor(HAIRLINE)
    .stroke();
  return y + FEATURES_HEADING_HEIGHT;
}

/** Every feature, in balanced columns, from `top` on the first page down to `bottom`. */
function drawFeatures(
  doc: Doc,
  sheet: VehicleSheet,
  colours: SheetColours,
  top: number,
  bottom: number,
) {
  if (sheet.features.length === 0) return;
  const columnWidth =
    (contentWidth(doc) - (FEATURE_COLUMNS - 1) * FEATURE_COLUMN_GAP) / FEATURE_COLUMNS;
  const textWidth = columnWidth - FEATURE_INDENT;
  doc.font(FONT).fontSize(FEATURE_FONT_SIZE);
  const heights = sheet.features.map((feature) =>
    doc.heightOfString(feature, { width: textWidth }),
  );

  const firstRoom = bottom - top - FEATURES_HEADING_HEIGHT;
  const nextRoom = doc.page.height - MARGIN - HEADER_BOTTOM - FEATURES_HEADING_HEIGHT;
  const pages = flowIntoColumns(heights, {
    columns: FEATURE_COLUMNS,
    firstPageHeight: firstRoom >= MIN_FEATURES_ROOM ? firstRoom : 0,
    nextPageHeight: nextRoom,
    gap: FEATURE_GAP,
  });

  pages.forEach((items, pageIndex) => {
    if (items.length === 0) return;
    let y: number;
    if (pageIndex === 0) {
      y = drawFeaturesHeading(doc, SHEET_HEADINGS.features, top);
    } else {
      doc.addPage();
      const pageTop = drawHeader(doc, sheet.siteName, colours.primary);
      const continued =
        pages[0]!.length > 0 ? SHEET_HEADINGS.featuresContinued : SHEET_HEADINGS.features;
      y = drawFeaturesHeading(doc, continued, pageTop);
    }
    for (const item of items) {
      const x = MARGIN + item.column * (columnWidth + FEATURE_COLUMN_GAP);
      const itemTop = y + item.y;
      doc
        .rect(x + 1, itemTop + 3, 3.2, 3.2)
        .fillColor(colours.primary)
        .fill();
      doc.font(FONT).fontSize(FEATURE_FONT_SIZE).fillColor(INK);
      doc.text(sheet.features[item.index]!, x + FEATURE_INDENT, itemTop, { width: textWidth });
    }
  });
}

function drawContactBlock(doc: Doc, sheet: VehicleSheet, qr: QrCodeRuns, colours: SheetColours) {
  const top = contactTop(doc);
  doc
    .moveTo(MARGIN, top)
    .lineTo(MARGIN + contentWidth(doc), top)
    .lineWidth(1)
    .strokeColor(colours.primary)
    .stroke();
  const qrBox: Box = {
    x: MARGIN + contentWidth(doc) - QR_BLOCK_WIDTH,
    y: top + 10,
    width: QR_BLOCK_WIDTH,
  };
  const dealerBox: Box = { x: MARGIN, y: top + 12, width: qrBox.x - MARGIN - GUTTER };
  drawDealer(doc, sheet.dealer, colours.primary, dealerBox);
  drawQrBlock(doc, qr, sheet.pageUrl, qrBox);
}

const SMALL_PRINT =
  'Price and details at the time of printing; please confirm them with the dealer.';

/** Small print and "Page n of m" under every page, once the page count is known. */
function drawFooters(doc: Doc) {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    const y = doc.page.height - FOOTER_OFFSET;
    const width = contentWidth(doc);
    doc.font(FONT).fontSize(FOOTER_FONT_SIZE).fillColor(MUTED);
    doc.text(SMALL_PRINT, MARGIN, y, { width, lineBreak: false });
    doc.text(`Page ${page - start + 1} of ${count}`, MARGIN, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
  }
}

/** Draws the whole sheet into `doc`, which must buffer its pages (for the page count). */
export function drawVehicleSheet(
  doc: Doc,
  sheet: VehicleSheet,
  photo: RasterPhoto | null,
  qr: QrCodeRuns,
  colours: SheetColours,
) {
  const titleTop = drawHeader(doc, sheet.siteName, colours.primary);
  const titleBottom = drawTitle(doc, sheet, { x: MARGIN, y: titleTop, width: contentWidth(doc) });
  const rowBottom = drawTopRow(doc, sheet, photo, colours, titleBottom + 14);
  drawContactBlock(doc, sheet, qr, colours);
  drawFeatures(doc, sheet, colours, rowBottom + 22, contactTop(doc) - 16);
  drawFooters(doc);
}
