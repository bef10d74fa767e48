import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { harbourCars, harbourSite } from '../stock/testing/fixture-sites.js';
import { priceDisplay } from '../stock/price-display.js';
import { toStockDocument, type StockDocument } from '../stock/stock-document.js';
import { buildVehiclePdf, VehiclePdfError } from './vehicle-pdf.js';

const SMALL_PHOTO_PX = 160;

const corolla: StockDocument = {
  ...toStockDocument(harbourCars[0]!, harbourSite),
  photosCount: 3,
  beforePrice: 26990,
  priceType: 'Drive Away',
  vin: 'JTDBR32E720123456',
  regPlate: '123ABC',
};
const pageUrl = `https://www.harbour.example.com/cars/${corolla.slug}`;

async function readPdf(bytes: Buffer) {
  // pdf.js takes over the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const { info } = await pdf.getMetadata();
  return { pages: pdf.numPages, text, info };
}

/** Image objects in the file (their dictionaries are not compressed). */
const imageWidths = (bytes: Buffer) =>
  [...bytes.toString('latin1').matchAll(/\/Subtype \/Image[^>]*?\/Width (\d+)/g)].map((m) =>
    Number(m[1]),
  );

describe('buildVehiclePdf', () => {
  it('prints the name, price, specs, features, dealer and page address on one A4 page', async () => {
    const bytes = await buildVehiclePdf(corolla, harbourSite, {
      pageUrl,
      photoWidthPx: SMALL_PHOTO_PX,
    });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text, info } = await readPdf(bytes);
    expect(pages).toBe(1);
    expect(text).toContain('2021 Toyota Corolla Ascent Sport');
    expect(text).toContain('Harbour Motors');
    expect(text).toContain(priceDisplay(corolla, harbourSite).text);
    expect(text).toContain('$24,990');
    expect(text).toContain('$26,990');
    expect(text).toContain('Drive Away');
    expect(text).toContain('35,000 kms');
    expect(text).toContain('JTDBR32E720123456');
    expect(text).toContain('Reversing Camera');
    expect(text).toContain('Bluetooth');
    expect(text).toContain('07 5555 1234');
    expect(text).toContain('1 Test Street');
    expect(text).toContain('sales@harbour.example.com');
    // A long address may wrap under the QR code.
    expect(text.replace(/\s+/g, '')).toContain(pageUrl);
    expect(info).toMatchObject({
      Title: '2021 Toyota Corolla Ascent Sport',
      Author: 'Harbour Motors',
      Subject: '2021 Toyota Corolla Ascent Sport: $24,990 Drive Away at Harbour Toyota Brisbane',
    });
    expect(imageWidths(bytes)).toEqual([SMALL_PHOTO_PX]);
  });

  it('draws no photo for a vehicle without photos', async () => {
    const bytes = await buildVehiclePdf({ ...corolla, photosCount: 0 }, harbourSite, { pageUrl });
    expect(imageWidths(bytes)).toEqual([]);
    expect((await readPdf(bytes)).text).toContain('$24,990');
  });

  it('continues a long list of features on a second page and keeps all of them', async () => {
    const features = Array.from(
      { length: 150 },
      (_, i) => `Feature ${String(i + 1).padStart(3, '0')}`,
    );
    const bytes = await buildVehiclePdf({ ...corolla, features }, harbourSite, {
      pageUrl,
      photoWidthPx: SMALL_PHOTO_PX,
    });
    const { pages, text } = await readPdf(bytes);
    expect(pages).toBe(2);
    for (const feature of features) expect(text).toContain(feature);
    expect(text).toContain('Features (continued)');
    expect(text).toContain('Page 2 of 2');
  });

  it('names the step that failed', async () => {
    const failure = buildVehiclePdf(corolla, harbourSite, { pageUrl, photoWidthPx: 0 });
    await expect(failure).rejects.toBeInstanceOf(VehiclePdfError);
    await expect(failure).rejects.toMatchObject({ step: 'drawing the photo' });
  });
});
