import type { RasterPhoto } from './photo-raster.js';
import { QUIET_ZONE_MODULES, type QrCodeRuns } from '@forecourt/schema/print/qr-code-runs';
import {
  SHEET_HEADINGS,
  SHEET_PHONE_LABEL,
  type SheetSpec,
} from '@forecourt/schema/print/vehicle-sheet-content';
import {
  FONT,
  FONT_BOLD,
  HAIRLINE,
  INK,
  MARGIN,
  MUTED,
  PANEL,
  QR_SIZE,
  SOLD,
} from './sheet-style.js';
import type { SheetDealer, VehicleSheet } from './vehicle-sheet.js';

/**
 * The blocks of the print sheet. Each draws at the position it is given and returns the y just
 * below itself, so the page plan (sheet-layout.ts) can stack them and know what room is left.
 */

type Doc = PDFKit.PDFDocument;

export interface Box {
  x: number;
  y: number;
  width: number;
}

/** Writes `text` at (x, y) wrapped to `width` and returns the y below it. */
function write(doc: Doc, text: string, box: Box, options: PDFKit.Mixins.TextOptions = {}) {
  const height = doc.heightOfString(text, { width: box.width, ...options });
  doc.text(text, box.x, box.y, { width: box.width, ...options });
  return box.y + height;
}

const HEADER_RULE_Y = MARGIN + 24;
/** Where a page's content starts, below the header. */
export const HEADER_BOTTOM = HEADER_RULE_Y + 14;

/** The site's name and a rule in its colour: the top of every page. */
export function drawHeader(doc: Doc, siteName: string, primary: string): number {
  const width = doc.page.width - 2 * MARGIN;
  doc.font(FONT_BOLD).fontSize(15).fillColor(primary);
  doc.text(siteName, MARGIN, MARGIN, { width, lineBreak: false });
  doc
    .moveTo(MARGIN, HEADER_RULE_Y)
    .lineTo(MARGIN + width, HEADER_RULE_Y)
    .lineWidth(2)
    .strokeColor(primary)
    .stroke();
  return HEADER_BOTTOM;
}

export function drawTitle(doc: Doc, sheet: VehicleSheet, box: Box): number {
  doc.font(FONT_BOLD).fontSize(21).fillColor(INK);
  const below = write(doc, sheet.title, box);
  doc.font(FONT).fontSize(10.5).fillColor(MUTED);
  return write(doc, sheet.subtitle, { ...box, y: below + 4 });
}

export function drawPhoto(doc: Doc, photo: RasterPhoto, box: Box): number {
  const height = (box.width * photo.height) / photo.width;
  doc.image(photo.data, box.x, box.y, { width: box.width, height });
  doc.rect(box.x, box.y, box.width, height).lineWidth(0.5).strokeColor(HAIRLINE).stroke();
  return box.y + height;
}

const PRICE_PADDING = 12;
const PRICE_SIZE = 26;
/** A price in words ("Enquire for price.") that does not fit on a line at full size. */
const PRICE_WORDS_SIZE = 16;

/** The price as the site shows it: a sold tag, the earlier price struck out, the price, its basis. */
export function drawPricePanel(
  doc: Doc,
  price: VehicleSheet['price'],
  soldLabel: string | null,
  primary: string,
  box: Box,
): number {
  const inner: Box = {
    x: box.x + PRICE_PADDING + 4,
    y: box.y + PRICE_PADDING,
    width: box.width - 2 * PRICE_PADDING - 4,
  };
  // Measured first: the panel's background goes under the text.
  const lines: { text: string; font: string; size: number; colour: string; strike?: boolean }[] =
    [];
  if (price.wasText) {
    lines.push({ text: price.wasText, font: FONT, size: 11, colour: MUTED, strike: true });
  }
  doc.font(FONT_BOLD).fontSize(PRICE_SIZE);
  const priceSize = doc.widthOfString(price.text) <= inner.width ? PRICE_SIZE : PRICE_WORDS_SIZE;
  lines.push({ text: price.text, font: FONT_BOLD, size: priceSize, colour: INK });
  if (price.priceType) {
    lines.push({ text: price.priceType, font: FONT, size: 10, colour: MUTED });
  }
  const tagHeight = soldLabel ? 20 : 0;
  const heights = lines.map((line) =>
    doc.font(line.font).fontSize(line.size).heightOfString(line.text, { width: inner.width }),
  );
  const height = 2 * PRICE_PADDING + tagHeight + heights.reduce((sum, h) => sum + h + 2, 0);
  doc.rect(box.x, box.y, box.width, height).fillColor(PANEL).fill();
  doc.rect(box.x, box.y, 4, height).fillColor(primary).fill();

  let y = inner.y;
  if (soldLabel) {
    doc.font(FONT_BOLD).fontSize(9);
    const tagWidth = doc.widthOfString(soldLabel) + 12;
    doc.rect(inner.x, y, tagWidth, 15).fillColor(SOLD).fill();
    doc.fillColor('#ffffff').text(soldLabel, inner.x + 6, y + 3.5, { lineBreak: false });
    y += tagHeight;
  }
  lines.forEach((line, i) => {
    doc.font(line.font).fontSize(line.size).fillColor(line.colour);
    write(doc, line.text, { ...inner, y }, line.strike ? { strike: true } : {});
    y += heights[i]! + 2;
  });
  return box.y + height;
}

const SPEC_LABEL_WIDTH = 84;
const SPEC_ROW_PADDING = 3.5;

/** Label and value per row, with hairlines between rows. */
export function drawSpecs(doc: Doc, specs: readonly SheetSpec[], box: Box): number {
  let y = box.y;
  const valueBox = { x: box.x + SPEC_LABEL_WIDTH, width: box.width - SPEC_LABEL_WIDTH };
  for (const spec of specs) {
    const top = y + SPEC_ROW_PADDING;
    doc.font(FONT).fontSize(9).fillColor(MUTED);
    const labelBottom = write(doc, spec.label, { x: box.x, y: top + 0.8, width: SPEC_LABEL_WIDTH });
    doc.font(FONT_BOLD).fontSize(10).fillColor(INK);
    const valueBottom = write(doc, spec.value, { ...valueBox, y: top });
    y = Math.max(labelBottom, valueBottom) + SPEC_ROW_PADDING;
    doc
      .moveTo(box.x, y)
      .lineTo(box.x + box.width, y)
      .lineWidth(0.5)
      .strokeColor(HAIRLINE)
      .stroke();
  }
  return y;
}

/** Who to call: the location holding the vehicle, its address, phone, the site's e-mail. */
export function drawDealer(doc: Doc, dealer: SheetDealer, primary: string, box: Box): number {
  doc.font(FONT_BOLD).fontSize(12).fillColor(primary);
  let y = write(doc, SHEET_HEADINGS.contact, box) + 6;
  doc.font(FONT_BOLD).fontSize(11).fillColor(INK);
  y = write(doc, dealer.name, { ...box, y }) + 2;
  doc.font(FONT).fontSize(10).fillColor(INK);
  for (const line of dealer.addressLines) y = write(doc, line, { ...box, y });
  if (dealer.phone) {
    doc.font(FONT_BOLD).fontSize(13).fillColor(INK);
    y = write(doc, `${SHEET_PHONE_LABEL} ${dealer.phone}`, { ...box, y: y + 6 });
  }
  doc.font(FONT).fontSize(10).fillColor(INK);
  y = write(doc, dealer.email, { ...box, y: y + 3 });
  if (dealer.dealerLicence) {
    doc.font(FONT).fontSize(8.5).fillColor(MUTED);
    y = write(doc, `Dealer licence ${dealer.dealerLicence}`, { ...box, y: y + 3 });
  }
  return y;
}

const QR_URL_SIZE = 7.5;
const QR_URL_MIN_SIZE = 6.5;

/**
 * The QR code of the vehicle page, drawn as vector squares, with a line above saying what it
 * does and the address below it for those who type; the address links when the PDF is on screen.
 */
export function drawQrBlock(doc: Doc, matrix: QrCodeRuns, url: string, box: Box): number {
  doc.font(FONT).fontSize(8.5).fillColor(MUTED);
  let y = write(doc, 'Scan to see this vehicle online', { ...box, y: box.y }, { align: 'center' });

  const moduleSize = QR_SIZE / (matrix.size + 2 * QUIET_ZONE_MODULES);
  const left = box.x + (box.width - QR_SIZE) / 2 + QUIET_ZONE_MODULES * moduleSize;
  const top = y + QUIET_ZONE_MODULES * moduleSize;
  for (const run of matrix.runs) {
    doc.rect(
      left + run.x * moduleSize,
      top + run.y * moduleSize,
      run.length * moduleSize,
      moduleSize,
    );
  }
  doc.fillColor('#000000').fill();
  y += QR_SIZE;

  // One line if a slightly smaller size allows it; otherwise it wraps.
  doc.font(FONT).fontSize(QR_URL_SIZE);
  const size = Math.max(
    QR_URL_MIN_SIZE,
    Math.min(QR_URL_SIZE, (QR_URL_SIZE * box.width) / doc.widthOfString(url)),
  );
  doc.fontSize(size).fillColor(INK);
  return write(doc, url, { ...box, y }, { align: 'center', link: url });
}
