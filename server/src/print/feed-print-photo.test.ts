import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Site } from '@forecourt/tenants/site';
import { FeedPhotoPipeline } from '../media/feed-photo-pipeline.js';
import { PhotoDiskCache } from '../media/photo-disk-cache.js';
import { harbourCars, harbourSite } from '../stock/testing/fixture-sites.js';
import { toStockDocument, type StockDocument } from '../stock/stock-document.js';
import { startLocalPhotoHost, type LocalPhotoHost } from '../testing/local-photo-host.js';
import { buildVehiclePdf } from './vehicle-pdf.js';

/** The PDF of a car on a site showing its feed's photos, against a local dealer photo host. */

let host: LocalPhotoHost;
let dir: string;
let pipeline: FeedPhotoPipeline;
let warnings: string[];

const feedSite: Site = {
  ...harbourSite,
  config: { ...harbourSite.config, photos: { source: 'feed' } },
};
const base = toStockDocument(harbourCars[0]!, harbourSite);
const pageUrl = `https://www.harbour.example.com/cars/${base.slug}`;

/** The car with the feed naming these photos on the local host. */
const withPhotos = (...files: string[]): StockDocument => ({
  ...base,
  photosCount: files.length,
  photoUrls: files.map((file) => host.url(file)),
});

beforeAll(async () => {
  host = await startLocalPhotoHost({ delayMs: 0 });
  dir = await mkdtemp(path.join(tmpdir(), 'print-feed-photo-'));
});
afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  warnings = [];
  pipeline = new FeedPhotoPipeline({
    fetcher: host.fetcher,
    cache: new PhotoDiskCache(dir),
    log: { warn: (_fields, message) => warnings.push(message) },
  });
});

/** The image objects in the file, as their (uncompressed) dictionaries describe them. */
function images(pdf: Buffer) {
  return [...pdf.toString('latin1').matchAll(/<<[^>]*\/Subtype \/Image[^>]*>>/g)].map(([dict]) => ({
    width: Number(/\/Width (\d+)/.exec(dict)?.[1]),
    height: Number(/\/Height (\d+)/.exec(dict)?.[1]),
    filter: /\/Filter \/(\w+)/.exec(dict)?.[1],
  }));
}

async function text(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: true })).text;
}

describe('the vehicle PDF of a feed site', () => {
  it("embeds the feed's first photo as the pipeline's JPEG, at the served width above print's", async () => {
    const car = withPhotos('/cars/print-front.jpg', '/cars/print-side.jpg');
    const pdf = await buildVehiclePdf(car, feedSite, { pageUrl, feedPhotos: pipeline });

    expect(images(pdf)).toEqual([{ width: 960, height: 720, filter: 'DCTDecode' }]);
    // The very bytes the pipeline serves as the 960 px JPEG are in the file.
    const served = await pipeline.photo({
      site: feedSite,
      sourceUrl: host.url('/cars/print-front.jpg'),
      width: 960,
      format: 'jpeg',
    });
    if (!served.ok) throw new Error(`expected the photo, got ${served.failure}`);
    expect(pdf.includes(Buffer.from(served.bytes))).toBe(true);
    const meta = await sharp(Buffer.from(served.bytes)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 960, 720]);
    expect(host.hits('/cars/print-side.jpg')).toBe(0);
    expect(await text(pdf)).toContain('2021 Toyota Corolla');
  });

  it('prints the car again, even from a restarted server, without fetching its photo again', async () => {
    const car = withPhotos('/cars/print-again.jpg');
    const first = await buildVehiclePdf(car, feedSite, { pageUrl, feedPhotos: pipeline });
    const restarted = new FeedPhotoPipeline({
      fetcher: host.fetcher,
      cache: new PhotoDiskCache(dir),
      log: { warn: () => {} },
    });
    const again = await buildVehiclePdf(car, feedSite, { pageUrl, feedPhotos: restarted });
    expect(images(again)).toEqual(images(first));
    expect(host.hits('/cars/print-again.jpg')).toBe(1);
  });

  it.each([
    ['missing on the host', '/missing.jpg', 'answered HTTP 404'],
    ['not an image', '/page.jpg', 'not a JPEG'],
  ])('prints the sheet without the photo when it is %s', async (_case, file, words) => {
    const pdf = await buildVehiclePdf(withPhotos(file), feedSite, {
      pageUrl,
      feedPhotos: pipeline,
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(images(pdf)).toEqual([]);
    const printed = await text(pdf);
    expect(printed).toContain('2021 Toyota Corolla');
    expect(printed).toContain('$24,990');
    expect(warnings.some((warning) => warning.includes(words))).toBe(true);
  });

  it('prints the sheet without a photo for a car whose feed names none, or with no pipeline', async () => {
    const none = await buildVehiclePdf(withPhotos(), feedSite, { pageUrl, feedPhotos: pipeline });
    expect(images(none)).toEqual([]);
    const car = withPhotos('/cars/print-unfetched.jpg');
    const unfetched = await buildVehiclePdf(car, feedSite, { pageUrl });
    expect(images(unfetched)).toEqual([]);
    expect(host.hits('/cars/print-unfetched.jpg')).toBe(0);
  });
});
