import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import type { Site } from '@forecourt/tenants/site';
import { createApp } from '../http/app.js';
import { FeedPhotoPipeline } from '../media/feed-photo-pipeline.js';
import { PhotoDiskCache } from '../media/photo-disk-cache.js';
import { sourceUrlHash } from '../media/photo-source-hash.js';
import { startLocalPhotoHost, type LocalPhotoHost } from '../testing/local-photo-host.js';
import { createTestPlatform, TEST_NOW } from '../testing/test-platform.js';
import { loadClientBuild } from './client-build.js';

/**
 * A site showing its feed's photos, through the whole app with the built web client: the pages'
 * photos are this origin's addresses with a srcset of the served widths and sizes to match, the
 * page's largest photo is preloaded from the head, and the addresses answer with photos fetched
 * from a local dealer photo host (or the placeholder, when the host has none). The same goes for
 * a car's 360° spin frames, but for a frame the host has not: it fails, and the gallery is shown.
 */

const SLUG = 'northside-used-cars';
const ORIGIN = `http://${SLUG}.localhost`;
const SEARCH_PATH = '/search/used-cars';
const WIDTHS = [320, 640, 960, 1280, 1920];
const SPIN_WIDTHS = [320, 640, 960, 1280];

let host: LocalPhotoHost;
let cacheDir: string;
let platform: Awaited<ReturnType<typeof createTestPlatform>>;
let app: ReturnType<typeof createApp>;
let site: Site;
/** A car in stock, whose page shows its gallery. */
let shown: { slug: string };
/** A car in stock with a 360° spin, which its page opens on. */
let spinning: { slug: string };

beforeAll(async () => {
  host = await startLocalPhotoHost({ delayMs: 0 });
  cacheDir = await mkdtemp(path.join(tmpdir(), 'feed-photo-pages-'));
  const sites = (await loadDemoSites()).map((demo) =>
    demo.config.slug === SLUG
      ? {
          ...demo,
          config: {
            ...demo.config,
            photos: { source: 'feed' as const },
            vehiclePage: { ...demo.config.vehiclePage, mediaFirstView: 'spin' as const },
          },
        }
      : demo,
  );
  platform = await createTestPlatform(12, sites);
  // The vehicle page reads the records: start their database here, not inside a test's time.
  await platform.records.migrate();
  site = platform.site(SLUG);
  // Every car's feed names three photos on the local host; the second is missing there.
  const cars = generateStock(site, { size: 12, now: TEST_NOW }).map((car) => {
    const photoUrls = [
      host.url(`/cars/${car.slug}-front.jpg`),
      host.url('/missing.jpg'),
      host.url(`/cars/${car.slug}-side.jpg`),
    ];
    return { ...car, photoUrls, photosCount: photoUrls.length, spinFrameCount: 0 };
  });
  const inStock = cars.filter((car) => car.status === 'in_stock');
  shown = inStock[0]!;
  // One car has a spin of three frames; the second is missing on the host.
  const spinFrameUrls = [
    host.url(`/cars/${inStock[1]!.slug}-spin-1.jpg`),
    host.url('/spin/missing-2.jpg'),
    host.url(`/cars/${inStock[1]!.slug}-spin-3.jpg`),
  ];
  spinning = Object.assign(inStock[1]!, { spinFrameUrls, spinFrameCount: spinFrameUrls.length });
  await platform.stockSearch.replaceSiteStock(site, cars);
  app = createApp({
    registry: platform.registry,
    stockSearch: platform.stockSearch,
    yoga: platform.yoga,
    client: await loadClientBuild(),
    feedPhotos: new FeedPhotoPipeline({
      fetcher: host.fetcher,
      cache: new PhotoDiskCache(cacheDir),
      log: { warn: () => {} },
    }),
  });
}, 60_000);

afterAll(async () => {
  await platform.close();
  await host.close();
  await rm(cacheDir, { recursive: true, force: true });
});

const get = (address: string, headers: Record<string, string> = {}) =>
  app(
    new Request(new URL(address, ORIGIN), { headers: { host: `${SLUG}.localhost`, ...headers } }),
  );

/** The attributes of the first tag of `name` whose attributes match `pattern`. */
function firstTag(html: string, name: string, pattern: RegExp): Record<string, string> {
  const tags = html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
  const tag = tags.find((candidate) => pattern.test(candidate));
  if (!tag) throw new Error(`no <${name}> matching ${pattern}`);
  const attributes: Record<string, string> = {};
  for (const [, key, value] of tag.matchAll(/([\w-]+)="([^"]*)"/g)) {
    attributes[key!.toLowerCase()] = value!.replaceAll('&amp;', '&');
  }
  return attributes;
}

/** The srcset a photo address gives, every served width of it. */
const srcSetOf = (address: string, widths = WIDTHS) =>
  widths.map((width) => `${address}?w=${width}&q=75 ${width}w`).join(', ');

/** The origin of the dealer's photo host, which no page may name. */
const dealerOrigin = () => new URL(host.url('/')).origin;

/** React writes the preload of an eager <img> into the head; the one fetched first is marked high. */
const LCP_PRELOAD = /rel="preload"[^>]*as="image"[^>]*fetchpriority="high"/i;

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('pages of a site showing its feed photos', () => {
  it('search page: the cards offer every served width, and the first card’s photo is preloaded', async () => {
    const response = await get(SEARCH_PATH);
    expect(response.status).toBe(200);
    const html = await response.text();
    const photo = firstTag(html, 'img', /class="car-card__photo"/);
    const address = photo.src!.replace(/\?.*$/, '');
    expect(address).toMatch(new RegExp(`^/media/cars/[a-z0-9-]+/photos/1/[0-9a-f]{16}$`));
    expect(photo.srcset).toBe(srcSetOf(address));
    expect(photo.sizes).toBe('(min-width: 960px) 320px, (min-width: 570px) 50vw, 100vw');
    expect([photo.width, photo.height]).toEqual(['800', '600']);
    expect(photo.fetchpriority).toBe('high');

    const preload = firstTag(head(html), 'link', LCP_PRELOAD);
    expect(preload.imagesrcset).toBe(photo.srcset);
    expect(preload.imagesizes).toBe(photo.sizes);
    expect(preload.fetchpriority).toBe('high');
  });

  it('vehicle page: the gallery offers every served width, its first photo preloaded', async () => {
    const car = shown;
    const response = await get(`/cars/${car.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const photo = firstTag(html, 'img', /class="gallery-slider__photo"/);
    const front = `/media/cars/${car.slug}/photos/1/${sourceUrlHash(host.url(`/cars/${car.slug}-front.jpg`))}`;
    expect(photo.src).toBe(`${front}?w=1280&q=75`);
    expect(photo.srcset).toBe(srcSetOf(front));
    expect(photo.sizes).toBe('(min-width: 960px) min(66vw, 800px), 100vw');
    expect(photo.fetchpriority).toBe('high');

    const preload = firstTag(head(html), 'link', LCP_PRELOAD);
    expect(preload.imagesrcset).toBe(srcSetOf(front));
    expect(preload.imagesizes).toBe(photo.sizes);
    expect(preload.fetchpriority).toBe('high');
  });

  it('the addresses answer with the resized photo, fetched once, or the placeholder', async () => {
    const car = shown;
    const side = host.url(`/cars/${car.slug}-side.jpg`);
    const address = `/media/cars/${car.slug}/photos/3/${sourceUrlHash(side)}?w=640&q=75`;
    for (let i = 0; i < 2; i++) {
      const response = await get(address, { accept: 'image/avif,image/webp,*/*' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/avif');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([640, 480]);
    }
    expect(host.hits(`/cars/${car.slug}-side.jpg`)).toBe(1);

    const missing = `/media/cars/${car.slug}/photos/2/${sourceUrlHash(host.url('/missing.jpg'))}`;
    const placeholder = await get(`${missing}?w=320&q=75`, { accept: 'image/webp' });
    expect(placeholder.status).toBe(200);
    expect(placeholder.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('vehicle page with a spin: its frames are this origin’s addresses, the dealer host unnamed', async () => {
    const response = await get(`/cars/${spinning.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const poster = firstTag(html, 'img', /class="spin__image"/);
    const first = `/media/cars/${spinning.slug}/spin/1/${sourceUrlHash(host.url(`/cars/${spinning.slug}-spin-1.jpg`))}`;
    expect(poster.src).toBe(`${first}?w=960&q=75`);
    expect(poster.srcset).toBe(srcSetOf(first, SPIN_WIDTHS));
    expect(poster.sizes).toBe('(min-width: 960px) min(66vw, 800px), 100vw');
    // Neither the markup nor the page's data names the dealer's host, so the policy need not.
    expect(html).not.toContain(dealerOrigin());
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toMatch(/img-src 'self' data:;/);
    expect(policy).not.toContain(dealerOrigin());
  });

  it('the spin frame addresses answer with the resized frame, or fail so the gallery is shown', async () => {
    const third = host.url(`/cars/${spinning.slug}-spin-3.jpg`);
    const address = `/media/cars/${spinning.slug}/spin/3/${sourceUrlHash(third)}?w=960&q=75`;
    const response = await get(address, { accept: 'image/webp,*/*' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([960, 720]);

    const missing = `/media/cars/${spinning.slug}/spin/2/${sourceUrlHash(host.url('/spin/missing-2.jpg'))}`;
    const failed = await get(`${missing}?w=960&q=75`, { accept: 'image/webp' });
    expect(failed.status).toBe(502);
    expect(failed.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it("the vehicle PDF prints the car's first feed photo, as a JPEG from the pipeline", async () => {
    const response = await get(`/print/${shown.slug}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    const images = pdf.match(/<<[^>]*\/Subtype \/Image[^>]*>>/g) ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/\/Width 960\b/);
    expect(images[0]).toMatch(/\/Filter \/DCTDecode\b/);
  });
});
