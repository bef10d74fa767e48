import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '@forecourt/tenants/site';
import {
  harbourCars,
  harbourSite,
  outbackCars,
  outbackSite,
} from '../stock/testing/fixture-sites.js';
import type { SiteStock } from '../stock/stock-search.port.js';
import { toStockDocument, type StockDocument } from '../stock/stock-document.js';
import { startLocalPhotoHost, type LocalPhotoHost } from '../testing/local-photo-host.js';
import { createCarPhotoSources } from './create-car-photo-sources.js';
import { FeedPhotoPipeline } from './feed-photo-pipeline.js';
import { IMMUTABLE_PHOTO_CACHE_CONTROL } from './feed-photo-response.js';
import { handleMediaRequest } from './media-routes.js';
import { feedPhotoUrl, feedSpinFrameUrl } from './media-urls.js';
import { PhotoDiskCache } from './photo-disk-cache.js';
import { PHOTO_PLACEHOLDER_CACHE_CONTROL } from './photo-placeholder.js';

let host: LocalPhotoHost;
let dir: string;
let pipeline: FeedPhotoPipeline;
let car: StockDocument;
let stock: SiteStock;
const warnings: string[] = [];

const feedSite = (site: Site): Site => ({
  ...site,
  config: { ...site.config, photos: { source: 'feed' } },
});
const harbour = feedSite(harbourSite);
const sources = createCarPhotoSources();

function siteStock(cars: StockDocument[]): SiteStock {
  return {
    search: () => Promise.reject(new Error('not used by media')),
    findBySlugs: async (slugs) => slugs.map((slug) => cars.find((c) => c.slug === slug) ?? null),
    findByIds: () => Promise.reject(new Error('not used by media')),
  };
}

beforeAll(async () => {
  host = await startLocalPhotoHost();
  dir = await mkdtemp(path.join(tmpdir(), 'feed-photo-route-'));
  pipeline = new FeedPhotoPipeline({
    fetcher: host.fetcher,
    cache: new PhotoDiskCache(dir),
    log: { warn: (_fields, message) => warnings.push(message) },
  });
  const photoUrls = ['/cars/front.jpg', '/missing.jpg', '/cars/turned.jpg'].map(host.url);
  // The second frame is missing on the dealer's host.
  const spinFrameUrls = ['/cars/spin-1.jpg', '/spin/missing-2.jpg', '/cars/spin-3.jpg'].map(
    host.url,
  );
  car = {
    ...toStockDocument(harbourCars[0]!, harbourSite),
    photosCount: photoUrls.length,
    photoUrls,
    spinFrameCount: spinFrameUrls.length,
    spinFrameUrls,
  };
  stock = siteStock([car]);
});

afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

/** The address the car's page lists for spin frame n, at a width. */
const frameAddress = (n: number, width?: number) => {
  const listed = sources.forSite(harbour).spinFrameUrls(car)[n - 1]!;
  return width === undefined ? listed : `${listed}?w=${width}&q=75`;
};

/** The address the car's page lists for photo n, at a width. */
const photoAddress = (n: number, width?: number) => {
  const listed = sources.forSite(harbour).photoUrl(car, n);
  return width === undefined ? listed : `${listed}?w=${width}&q=75`;
};

async function get(
  address: string,
  headers: Record<string, string> = {},
  site = harbour,
  siteStockOf = stock,
) {
  const request = new Request(`http://harbour-motors.localhost${address}`, { headers });
  const response = await handleMediaRequest(
    request,
    site,
    siteStockOf,
    sources.forSite(site),
    pipeline,
  );
  if (!response) throw new Error('expected a media response');
  return response;
}

const decode = async (response: Response) =>
  sharp(Buffer.from(await response.arrayBuffer())).metadata();

describe('feed photos under /media/cars/{slug}/photos/{n}/{hash}', () => {
  it.each([
    ['image/avif,image/webp,image/apng,*/*;q=0.8', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('Accept %s gets %s at the asked width, cached for good', async (accept, type, format) => {
    const response = await get(photoAddress(1, 640), { accept });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_PHOTO_CACHE_CONTROL);
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const meta = await decode(response);
    expect([meta.format, meta.width, meta.height]).toEqual([format, 640, 480]);
  });

  it('serves the photo upright, and answers 304 for the copy the browser holds', async () => {
    const first = await get(photoAddress(3, 320), { accept: 'image/webp' });
    const meta = await decode(first);
    expect([meta.width, meta.height, meta.orientation]).toEqual([320, 427, undefined]);
    const again = await get(photoAddress(3, 320), {
      accept: 'image/webp',
      'if-none-match': first.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });

  it('answers 400 for a width outside the fixed set, naming the widths', async () => {
    for (const w of ['500', '0', '4000', '640.0', 'x']) {
      const response = await get(`${photoAddress(1)}?w=${w}`);
      expect(response.status, w).toBe(400);
      expect(await response.text()).toBe(
        'Photos are served 320, 640, 960, 1280, 1920 pixels wide.',
      );
    }
  });

  it('serves the placeholder, briefly cached, for a photo the dealer host cannot give', async () => {
    const response = await get(photoAddress(2, 640), { accept: 'image/avif,image/webp' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe(PHOTO_PLACEHOLDER_CACHE_CONTROL);
    expect(await response.text()).toMatch(/^<svg [^>]*aria-label="Photo unavailable"/);
    expect(warnings.filter((w) => w.includes('/missing.jpg'))).toHaveLength(1);
  });

  it('serves the current photo, briefly cached, at an address naming an older one', async () => {
    const stale = feedPhotoUrl(car.slug, 1, '0123456789abcdef');
    const response = await get(`${stale}?w=320`, { accept: 'image/webp' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it("answers 404 for a photo the car lacks, another site's car, and a site drawing its photos", async () => {
    const beyond = await get(feedPhotoUrl(car.slug, 4, '0123456789abcdef'));
    expect(beyond.status).toBe(404);
    const outback = feedSite(outbackSite);
    const otherStock = siteStock([toStockDocument(outbackCars[1]!, outbackSite)]);
    expect((await get(photoAddress(1, 640), {}, outback, otherStock)).status).toBe(404);
    const drawn: Site = { ...harbourSite, config: { ...harbourSite.config } };
    expect((await get(photoAddress(1, 640), {}, drawn)).status).toBe(404);
  });
});

describe('feed spin frames under /media/cars/{slug}/spin/{n}/{hash}', () => {
  it('serves a frame fetched from the dealer host, resized and cached for good', async () => {
    const response = await get(frameAddress(1, 960), { accept: 'image/webp,*/*' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_PHOTO_CACHE_CONTROL);
    const meta = await decode(response);
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 720]);
    expect(host.hits('/cars/spin-1.jpg')).toBe(1);
  });

  it('serves the largest spin width when none is asked, and no photo-only width', async () => {
    const largest = await get(frameAddress(3), { accept: '*/*' });
    const meta = await decode(largest);
    expect([meta.format, meta.width]).toEqual(['jpeg', 1280]);
    for (const w of ['1920', '500']) {
      const response = await get(`${frameAddress(3)}?w=${w}`);
      expect(response.status, w).toBe(400);
      expect(await response.text()).toBe('Spin frames are served 320, 640, 960, 1280 pixels wide.');
    }
  });

  it('fails a frame the dealer host cannot give, briefly cached, so the viewer shows the gallery', async () => {
    const response = await get(frameAddress(2, 640), { accept: 'image/webp' });
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(PHOTO_PLACEHOLDER_CACHE_CONTROL);
    expect(await response.text()).toBe(
      'Spin frame 2 of this vehicle could not be had from the dealer.',
    );
    expect(warnings.filter((w) => w.includes('/spin/missing-2.jpg'))).toHaveLength(1);
  });

  it("answers 404 for a frame the car lacks and for another site's car", async () => {
    const beyond = await get(feedSpinFrameUrl(car.slug, 4, '0123456789abcdef'));
    expect(beyond.status).toBe(404);
    expect(await beyond.text()).toBe('No spin frame 4 of this vehicle.');
    const outback = feedSite(outbackSite);
    const otherStock = siteStock([toStockDocument(outbackCars[1]!, outbackSite)]);
    expect((await get(frameAddress(1, 640), {}, outback, otherStock)).status).toBe(404);
  });
});
