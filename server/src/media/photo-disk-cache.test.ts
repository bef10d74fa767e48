import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { photoCacheFile, PhotoDiskCache, type PhotoCacheKey } from './photo-disk-cache.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'photo-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const key = (n: number, more: Partial<PhotoCacheKey> = {}): PhotoCacheKey => ({
  site: 'harbour-motors',
  sourceHash: n.toString(16).padStart(16, '0'),
  width: 640,
  format: 'webp',
  quality: 75,
  ...more,
});
const bytes = (size: number, fill = 1) => new Uint8Array(size).fill(fill);

async function allFiles(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('PhotoDiskCache', () => {
  it('keeps a photo per site, source, width, quality and format, and nothing half-written', async () => {
    const cache = new PhotoDiskCache(dir);
    await cache.put(key(1), bytes(10, 7));
    expect(await cache.get(key(1))).toEqual(bytes(10, 7));
    for (const other of [
      key(2),
      key(1, { site: 'outback-used-cars' }),
      key(1, { width: 320 }),
      key(1, { quality: 60 }),
      key(1, { format: 'avif' }),
    ]) {
      expect(await cache.get(other)).toBeNull();
    }
    expect(await allFiles()).toEqual([photoCacheFile(dir, key(1))]);
  });

  it('refuses a key that could name a path outside its folder', () => {
    expect(() => photoCacheFile(dir, key(1, { site: '../etc' }))).toThrow(/not a site slug/);
    expect(() => photoCacheFile(dir, key(1, { sourceHash: '../../x' }))).toThrow(/not a hash/);
  });

  it('stays within its budget by deleting the photos used least recently', async () => {
    const cache = new PhotoDiskCache(dir, { maxBytes: 1000 });
    await cache.put(key(1), bytes(300));
    await cache.put(key(2), bytes(300));
    await cache.put(key(3), bytes(300));
    await cache.get(key(1)); // used again: now the most recent
    await cache.put(key(4), bytes(300));
    expect(cache.bytes).toBeLessThanOrEqual(900);
    expect(await cache.get(key(2))).toBeNull();
    expect(await cache.get(key(1))).not.toBeNull();
    expect(await cache.get(key(4))).not.toBeNull();
    expect((await allFiles()).length).toBe(3);
  });

  it('counts what an earlier run left, and clears its stale temporary files', async () => {
    const earlier = new PhotoDiskCache(dir);
    await earlier.put(key(1), bytes(600));
    await earlier.put(key(2), bytes(600));
    const file = photoCacheFile(dir, key(1));
    const stale = `${file}.crashed.tmp`;
    const fresh = `${file}.writing.tmp`;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(stale, 'half');
    await writeFile(fresh, 'half');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    await utimes(stale, hourAgo, hourAgo);
    await utimes(file, hourAgo, hourAgo); // the oldest written

    const later = new PhotoDiskCache(dir, { maxBytes: 1000 });
    expect(await later.get(key(2))).not.toBeNull();
    // Over budget at start: the oldest written went; the fresh temporary file may be another's.
    expect(later.bytes).toBe(600);
    expect((await allFiles()).sort()).toEqual([fresh, photoCacheFile(dir, key(2))].sort());
  });
});
