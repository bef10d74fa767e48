import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Site } from '@forecourt/tenants/site';
import {
  harbourCars,
  harbourSite,
  outbackCars,
  outbackSite,
} from '../stock/testing/fixture-sites.js';
import type { SiteStock } from '../stock/stock-search.port.js';
import { toStockDocument, type StockDocument } from '../stock/stock-document.js';
import { MEDIA_CACHE_CONTROL } from './media-response.js';
import { handleMediaRequest } from './media-routes.js';
import { carPhotoUrl, spinFrameUrl } from './media-urls.js';
import { assertWellFormedXml } from '@forecourt/demo/drawings/testing/well-formed-xml';

/** Only what the media routes use of a site's stock: lookups by slug within that site. */
function fakeSiteStock(cars: StockDocument[]): SiteStock {
  const bySlug = new Map(cars.map((car) => [car.slug, car]));
  return {
    search: () => Promise.reject(new Error('not used by media')),
    findBySlugs: async (slugs) => slugs.map((slug) => bySlug.get(slug) ?? null),
    findByIds: () => Promise.reject(new Error('not used by media')),
  };
}

const corolla = {
  ...toStockDocument(harbourCars[0]!, harbourSite),
  photosCount: 3,
  spinFrameCount: 24,
};
const harbourStock = fakeSiteStock([corolla]);
const outbackStock = fakeSiteStock(
  outbackCars.slice(1, 3).map((car) => toStockDocument(car, outbackSite)),
);

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://harbour-motors.localhost${path}`, { method, headers });

async function serve(request: Request, site: Site = harbourSite, stock = harbourStock) {
  const response = await handleMediaRequest(request, site, stock);
  if (!response) throw new Error('expected a media response');
  return response;
}

describe('handleMediaRequest: car photos and spin frames', () => {
  it('serves a photo as a cacheable, well-formed SVG of a fixed size', async () => {
    const response = await serve(get(carPhotoUrl(corolla.slug, 1)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const svg = await response.text();
    assertWellFormedXml(svg);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 600" width="800" height="600"/);
    expect(svg).toContain('2021 Toyota Corolla');
  });

  it('serves every spin frame up to the count', async () => {
    const first = await serve(get(spinFrameUrl(corolla.slug, 1)));
    const last = await serve(get(spinFrameUrl(corolla.slug, 24)));
    expect([first.status, last.status]).toEqual([200, 200]);
    expect(await first.text()).not.toBe(await last.text());
    expect((await serve(get(spinFrameUrl(corolla.slug, 25)))).status).toBe(404);
  });

  it('answers 404 with a short text for a photo the car does not have', async () => {
    const response = await serve(get(carPhotoUrl(corolla.slug, 4)));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Photo 4: this vehicle has 3 photos.');
    for (const path of [
      `/media/cars/${corolla.slug}/photos/0.svg`,
      `/media/cars/${corolla.slug}/photos/01.svg`,
      `/media/cars/${corolla.slug}/photos/1.png`,
      '/media/cars/Not_A_Slug/photos/1.svg',
      '/media/elsewhere',
    ]) {
      expect((await serve(get(path))).status, path).toBe(404);
    }
  });

  it('answers 404 for an unknown car and for another site’s car', async () => {
    const unknown = await serve(get(carPhotoUrl('no-such-car', 1)));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('No vehicle "no-such-car" on this site.');
    const crossSite = await serve(get(carPhotoUrl(corolla.slug, 1)), outbackSite, outbackStock);
    expect(crossSite.status).toBe(404);
  });

  it('answers 304 when the client holds the current version', async () => {
    const first = await serve(get(carPhotoUrl(corolla.slug, 2)));
    const etag = first.headers.get('etag')!;
    const again = await serve(get(carPhotoUrl(corolla.slug, 2), { 'if-none-match': etag }));
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const weak = await serve(
      get(carPhotoUrl(corolla.slug, 2), { 'if-none-match': `"old", W/${etag}` }),
    );
    expect(weak.status).toBe(304);
    const stale = await serve(get(carPhotoUrl(corolla.slug, 2), { 'if-none-match': '"old"' }));
    expect(stale.status).toBe(200);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await serve(get(carPhotoUrl(corolla.slug, 1), {}, 'HEAD'));
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBeTruthy();
    expect(await head.text()).toBe('');
    const post = await serve(get(carPhotoUrl(corolla.slug, 1), {}, 'POST'));
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('leaves paths outside /media/ to others', async () => {
    expect(await handleMediaRequest(get('/graphql'), harbourSite, harbourStock)).toBeNull();
    expect(await handleMediaRequest(get('/mediafile'), harbourSite, harbourStock)).toBeNull();
  });
});

describe('handleMediaRequest: site logo', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** A site folder with logo.svg, inside a folder holding another logo.svg that is off limits. */
  async function siteWithLogo(url: string): Promise<Site> {
    dir = await mkdtemp(path.join(tmpdir(), 'logo-'));
    const siteDir = path.join(dir, 'site');
    await mkdir(siteDir);
    await writeFile(path.join(siteDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const theme = { ...harbourSite.config.theme, logo: { ...harbourSite.config.theme.logo, url } };
    return { ...harbourSite, dir: siteDir, config: { ...harbourSite.config, theme } };
  }

  it('serves the logo file from the site folder', async () => {
    const response = await serve(get('/media/site/logo'), await siteWithLogo('logo.svg'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(await response.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it.each([
    '/logo.svg',
    'https://cdn.example.com/logo.svg',
    'missing.svg',
    '../logo.svg',
    'notes.txt',
  ])('answers 404 when the logo is %s', async (url) => {
    expect((await serve(get('/media/site/logo'), await siteWithLogo(url))).status).toBe(404);
  });
});
