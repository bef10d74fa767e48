import sharp from 'sharp';
import type { PhotoFormat } from './photo-format.js';

/**
 * A dealer's photo as pages show it: turned upright by its EXIF orientation, resized to the
 * asked width (never enlarged), encoded in the format the browser takes, with its metadata
 * (camera, GPS position, EXIF) left out, as sharp does unless asked to keep it.
 */

/** 40 megapixels: larger than any camera photo a dealer lists; more is a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * AVIF's quality scale runs higher than JPEG's and WebP's: at the site's quality less this it
 * looks about the same, at a fraction of the bytes (as the site's own images are encoded).
 */
const AVIF_QUALITY_OFFSET = 20;

export interface PhotoEncoding {
  width: number;
  format: PhotoFormat;
  /** The site's image quality (spec 1 §7: 75 unless set). */
  quality: number;
}

export async function convertPhoto(
  source: Uint8Array,
  { width, format, quality }: PhotoEncoding,
): Promise<Uint8Array> {
  const pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'avif'
      ? pipeline.avif({ quality: Math.max(1, quality - AVIF_QUALITY_OFFSET), effort: 2 })
      : format === 'webp'
        ? pipeline.webp({ quality })
        : pipeline.jpeg({ quality, mozjpeg: true });
  return new Uint8Array(await encoded.toBuffer());
}
