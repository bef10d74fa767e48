import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Site } from '@forecourt/tenants/site';
import { harbourSite, outbackSite } from '../stock/testing/fixture-sites.js';
import { startLocalPhotoHost, type LocalPhotoHost } from '../testing/local-photo-host.js';
import { FeedPhotoPipeline, PHOTO_FAILURE_MEMORY_MS } from './feed-photo-pipeline.js';
import { PhotoDiskCache } from './photo-disk-cache.js';

let host: LocalPhotoHost;
let dir: string;
let warnings: { fields: Record<string, unknown>; message: string }[];
let clock: number;

beforeAll(async () => {
  host = await startLocalPhotoHost();
});
afterAll(() => host.close());

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'feed-photos-'));
  warnings = [];
  clock = Date.parse('2026-11-01T00:00:00Z');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function pipeline(): FeedPhotoPipeline {
  return new FeedPhotoPipeline({
    fetcher: host.fetcher,
    cache: new PhotoDiskCache(dir),
    log: { warn: (fields, message) => warnings.push({ fields, message }) },
    now: () => clock,
  });
}

const ask = (
  photos: FeedPhotoPipeline,
  file: string,
  { width = 640, format = 'webp', site = harbourSite } = {} as {
    width?: number;
    format?: 'avif' | 'webp' | 'jpeg';
    site?: Site;
  },
) => photos.photo({ site, sourceUrl: host.url(file), width, format });

async function files(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('FeedPhotoPipeline', () => {
  it('fetches, converts and keeps a photo; the next ask is answered from disk', async () => {
    const photos = pipeline();
    const first = await ask(photos, '/cars/one.jpg');
    if (!first.ok) throw new Error(`expected a photo, got ${first.failure}`);
    const meta = await sharp(Buffer.from(first.bytes)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 480]);
    expect(host.hits('/cars/one.jpg')).toBe(1);
    expect(await files()).toEqual([
      expect.stringMatching(/^harbour-motors\/[0-9a-f]{2}\/[0-9a-f]{16}-w640-q75\.webp$/),
    ]);

    const again = await ask(photos, '/cars/one.jpg');
    expect(again).toEqual(first);
    // A restarted server (a new pipeline on the same folder) serves it without fetching.
    const restarted = await ask(pipeline(), '/cars/one.jpg');
    expect(restarted).toEqual(first);
    expect(host.hits('/cars/one.jpg')).toBe(1);
  });

  it('makes a photo once however many ask for it at once, and fetches its source once', async () => {
    const photos = pipeline();
    const outcomes = await Promise.all([
      ...Array.from({ length: 6 }, () => ask(photos, '/cars/two.jpg')),
      ask(photos, '/cars/two.jpg', { width: 320, format: 'avif' }),
      ask(photos, '/cars/two.jpg', { width: 1280, format: 'jpeg' }),
    ]);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(host.hits('/cars/two.jpg')).toBe(1);
    expect((await files()).map((file) => file.replace(/^.*-w/, 'w')).sort()).toEqual([
      'w1280-q75.jpeg',
      'w320-q75.avif',
      'w640-q75.webp',
    ]);
  });

  it("keeps each site's copies apart, and a site's own quality", async () => {
    const photos = pipeline();
    const outback: Site = {
      ...outbackSite,
      config: { ...outbackSite.config, images: { ...outbackSite.config.images, quality: 60 } },
    };
    await ask(photos, '/cars/three.jpg');
    await ask(photos, '/cars/three.jpg', { site: outback });
    const kept = (await files()).sort();
    expect(kept).toHaveLength(2);
    expect(kept[0]).toMatch(/^harbour-motors\/.*-w640-q75\.webp$/);
    expect(kept[1]).toMatch(new RegExp(`^${outbackSite.config.slug}/.*-w640-q60\\.webp$`));
  });

  it.each([
    ['/missing.jpg', 'not-found', 'answered HTTP 404'],
    ['/slow.jpg', 'timeout', 'did not arrive in time'],
    ['/page.jpg', 'not-an-image', 'not a JPEG'],
    ['/huge.jpg', 'too-large', 'bytes allowed'],
  ])(
    '%s fails as %s, logged once and not fetched again for a while',
    async (file, failure, words) => {
      const photos = pipeline();
      expect(await ask(photos, file)).toEqual({ ok: false, failure });
      expect(await ask(photos, file, { width: 320 })).toEqual({ ok: false, failure });
      expect(host.hits(file)).toBe(1);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.fields).toMatchObject({
        site: 'harbour-motors',
        url: host.url(file),
        failure,
      });
      expect(warnings[0]!.message).toContain(host.url(file));
      expect(warnings[0]!.message).toContain(words);
      expect(await files()).toEqual([]);

      clock += PHOTO_FAILURE_MEMORY_MS + 1;
      expect(await ask(photos, file)).toEqual({ ok: false, failure });
      expect(host.hits(file)).toBe(2);
      expect(warnings).toHaveLength(2);
    },
  );
});
