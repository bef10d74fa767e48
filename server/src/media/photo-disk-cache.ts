import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SLUG_PATTERN } from '@forecourt/tenants/slugify';
import type { PhotoFormat } from './photo-format.js';

/**
 * Resized feed photos on disk, under the data directory's photos/: one file per site, source
 * address (by hash), width, quality and format, so a restart or another replica sharing the
 * folder serves them without fetching again. Files are written to a temporary name and renamed,
 * so a reader never sees half a photo. The folder is kept under a byte budget: past it, the
 * photos used least recently in this process (at start, the oldest written) are deleted.
 */

export const PHOTO_CACHE_FOLDER = 'photos';
/** 2 GiB: about 40,000 resized photos of 50 KB, i.e. a few widths of 10,000 cars. */
export const DEFAULT_PHOTO_CACHE_BYTES = 2 * 1024 ** 3;
/** After going over the budget, trim to this share of it, so not every write deletes one. */
const TRIM_TO = 0.9;
/** A temporary file this old was left by a write that never finished. */
const STALE_TEMPORARY_MS = 10 * 60_000;

export interface PhotoCacheKey {
  site: string;
  /** The source address's hash (hex), as the photo's media address carries it. */
  sourceHash: string;
  width: number;
  format: PhotoFormat;
  quality: number;
}

const HASH = /^[0-9a-f]{8,64}$/;

export function photoCacheFile(dir: string, key: PhotoCacheKey): string {
  // Checked, though the callers build them: nothing here may name a path outside the folder.
  if (!SLUG_PATTERN.test(key.site)) throw new Error(`site: "${key.site}" is not a site slug`);
  if (!HASH.test(key.sourceHash)) throw new Error(`sourceHash: "${key.sourceHash}" is not a hash`);
  const name = `${key.sourceHash}-w${key.width}-q${key.quality}.${key.format}`;
  return path.join(dir, key.site, key.sourceHash.slice(0, 2), name);
}

interface Entry {
  bytes: number;
  used: number;
}

export class PhotoDiskCache {
  readonly #dir: string;
  readonly #maxBytes: number;
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  #clock = 0;
  #scanned: Promise<void> | undefined;

  constructor(dir: string, { maxBytes = DEFAULT_PHOTO_CACHE_BYTES }: { maxBytes?: number } = {}) {
    this.#dir = dir;
    this.#maxBytes = maxBytes;
  }

  /** Bytes of the photos this cache knows on disk. */
  get bytes(): number {
    return this.#bytes;
  }

  async get(key: PhotoCacheKey): Promise<Uint8Array | null> {
    await this.#scan();
    const file = photoCacheFile(this.#dir, key);
    try {
      const bytes = new Uint8Array(await readFile(file));
      this.#record(file, bytes.byteLength);
      return bytes;
    } catch {
      return null;
    }
  }

  async put(key: PhotoCacheKey, bytes: Uint8Array): Promise<void> {
    await this.#scan();
    const file = photoCacheFile(this.#dir, key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    this.#record(file, bytes.byteLength);
    await this.#trim();
  }

  #record(file: string, bytes: number): void {
    const known = this.#entries.get(file);
    this.#bytes += bytes - (known?.bytes ?? 0);
    // A counter, not the time: two uses in one millisecond still have an order.
    this.#entries.set(file, { bytes, used: ++this.#clock });
  }

  async #trim(): Promise<void> {
    if (this.#bytes <= this.#maxBytes) return;
    const oldestFirst = [...this.#entries].sort(([, a], [, b]) => a.used - b.used);
    for (const [file, entry] of oldestFirst) {
      if (this.#bytes <= this.#maxBytes * TRIM_TO) break;
      this.#entries.delete(file);
      this.#bytes -= entry.bytes;
      await rm(file, { force: true });
    }
  }

  /** What an earlier run left on disk, oldest written first; stale temporary files go. */
  #scan(): Promise<void> {
    this.#scanned ??= (async () => {
      const files = await readdir(this.#dir, { recursive: true, withFileTypes: true }).catch(
        () => [],
      );
      const found: { file: string; bytes: number; written: number }[] = [];
      for (const entry of files) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => null);
        if (!info) continue;
        if (file.endsWith('.tmp')) {
          // Another replica may be writing it now; one left from a crash is long done.
          if (Date.now() - info.mtimeMs > STALE_TEMPORARY_MS) await rm(file, { force: true });
          continue;
        }
        found.push({ file, bytes: info.size, written: info.mtimeMs });
      }
      found.sort((a, b) => a.written - b.written);
      for (const { file, bytes } of found) this.#record(file, bytes);
      await this.#trim();
    })();
    return this.#scanned;
  }
}
