import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Site } from '@forecourt/tenants/site';
import { SITE_IMAGES_FOLDER } from './media-urls.js';

export interface ImageSize {
  width: number;
  height: number;
}

/** Sizes already read, by file and its modification time (an edited file is read again). */
const sizes = new Map<string, Promise<ImageSize | null>>();

/**
 * The intrinsic size of an image of the site folder's images/ (`file` is its name there), so
 * pages can give <img> its width and height and nothing shifts as it loads. sharp reads only
 * the header (SVG: its width and height). Null when the file is missing or not an image.
 */
export async function siteImageSize(site: Site, file: string): Promise<ImageSize | null> {
  const folder = path.resolve(site.dir, SITE_IMAGES_FOLDER);
  const absolute = path.resolve(folder, file);
  if (path.relative(folder, absolute).startsWith('..')) return null;
  let modified: number;
  try {
    modified = (await stat(absolute)).mtimeMs;
  } catch {
    return null;
  }
  const key = `${absolute}\n${modified}`;
  let size = sizes.get(key);
  if (!size) {
    size = sharp(absolute)
      .metadata()
      .then(({ width, height }) => (width && height ? { width, height } : null))
      .catch(() => null);
    sizes.set(key, size);
  }
  return size;
}
