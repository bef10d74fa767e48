import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '@forecourt/tenants/site';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import { ByteLru } from './byte-lru.js';
import { MEDIA_CACHE_CONTROL } from './media-response.js';
import { handleMediaRequest } from './media-routes.js';
import { siteImageUrl } from './media-urls.js';
import { preferredFormat, siteImageResponse } from './site-images.js';
import type { SiteStock } from '../stock/stock-search.port.js';

const noStock: SiteStock = {
  search: () => Promise.reject(new Error('not used')),
  findBySlugs: () => Promise.reject(new Error('not used')),
  findByIds: () => Promise.reject(new Error('not used')),
};

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

let root: string;
let site: Site;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-images-'));
  const siteDir = path.join(root, 'site');
  const images = path.join(siteDir, 'images');
  await mkdir(path.join(images, 'promos'), { recursive: true });
  const gradient = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  await gradient(2400, 675).png().toFile(path.join(images, 'wide.png'));
  await gradient(500, 300)
    .jpeg()
    .toFile(path.join(images, 'promos', 'small.jpg'));
  await writeFile(path.join(images, 'broken.png'), 'not a png at all');
  await writeFile(path.join(images, 'badge.svg'), SVG);
  await writeFile(
    path.join(images, 'evil.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  await writeFile(
    path.join(images, 'handler.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  );
  await writeFile(path.join(images, '.hidden.png'), 'x');
  await writeFile(path.join(images, 'notes.txt'), 'x');
  await writeFile(path.join(siteDir, 'secret.png'), 'x');
  await gradient(100, 100).png().toFile(path.join(root, 'outside.png'));
  await symlink(path.join(root, 'outside.png'), path.join(images, 'link.png'));
  site = { ...harbourSite, dir: siteDir };
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const get = (address: string, headers: Record<string, string> = {}) =>
  new Request(`http://harbour-motors.localhost${address}`, { headers });

async function serve(request: Request) {
  const response = await handleMediaRequest(request, site, noStock);
  if (!response) throw new Error('expected a media response');
  return response;
}

describe('site images: raster files resized', () => {
  it('serves a PNG as WebP at the asked width, cacheable and varying by Accept', async () => {
    const response = await serve(get(siteImageUrl('wide.png', 640)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 180]);
  });

  it('serves AVIF when the browser accepts it', async () => {
    const response = await serve(
      get(siteImageUrl('wide.png', 320), { accept: 'image/avif,image/webp,*/*' }),
    );
    expect(response.headers.get('content-type')).toBe('image/avif');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBe(320);
  });

  it('never enlarges: a 500 px JPEG asked for at 1280 stays 500 px wide', async () => {
    const response = await serve(get(siteImageUrl('promos/small.jpg', 1280)));
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([500, 300]);
  });

  it('answers 304 for the current version and resizes once per width and format', async () => {
    const cache = new ByteLru<Uint8Array>(10 * 1024 * 1024);
    const first = await siteImageResponse(get(siteImageUrl('wide.png', 960)), site, 'wide.png', {
      cache,
    });
    expect(cache.size).toBe(1);
    const etag = first.headers.get('etag')!;
    const again = await siteImageResponse(
      get(siteImageUrl('wide.png', 960), { 'if-none-match': etag }),
      site,
      'wide.png',
      { cache },
    );
    expect(again.status).toBe(304);
    expect(cache.size).toBe(1);
  });

  it('answers 400 for a width outside the fixed set, naming the widths', async () => {
    for (const w of ['500', '0', '-320', '320.0', 'abc', '99999']) {
      const response = await serve(get(`/media/site/images/wide.png?w=${w}`));
      expect(response.status, w).toBe(400);
      expect(await response.text()).toBe(
        'Images are served 320, 640, 960, 1280, 1920 pixels wide.',
      );
    }
  });

  it('answers 404, without a file path, for a damaged image', async () => {
    const response = await serve(get(siteImageUrl('broken.png', 320)));
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).toBe('The image "broken.png" could not be read.');
    expect(text).not.toContain(root);
  });
});

describe('site images: SVG and what is refused', () => {
  it('serves an SVG as it is, sandboxed', async () => {
    const response = await serve(get(siteImageUrl('badge.svg', 640)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(await response.text()).toBe(SVG);
  });

  it.each(['evil.svg', 'handler.svg'])('refuses %s, which holds script', async (file) => {
    const response = await serve(get(siteImageUrl(file, 640)));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(`The image "${file}" holds script and is not served.`);
  });

  it.each([
    '/media/site/images/missing.png?w=640',
    '/media/site/images/.hidden.png?w=640',
    '/media/site/images/notes.txt?w=640',
    '/media/site/images/../secret.png?w=640',
    '/media/site/images/%2E%2E/secret.png?w=640',
    '/media/site/images/..%2Fsecret.png?w=640',
    '/media/site/images/link.png?w=640',
    '/media/site/images/promos?w=640',
    '/media/site/images/%E0%A4%A?w=640',
  ])('answers 404 for %s, never naming a path on disk', async (address) => {
    const response = await serve(get(address));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(root);
  });
});

describe('preferredFormat', () => {
  it('takes AVIF only when Accept names it without q=0', () => {
    expect(preferredFormat('image/avif,image/webp')).toBe('avif');
    expect(preferredFormat('image/webp,*/*')).toBe('webp');
    expect(preferredFormat('image/avif;q=0, image/webp')).toBe('webp');
    expect(preferredFormat(null)).toBe('webp');
  });
});
