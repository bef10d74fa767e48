import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { convertPhoto, MAX_INPUT_PIXELS } from './photo-converter.js';
import { photoFormatFor } from './photo-format.js';
import { cameraJpeg } from './testing/photo-fixtures.js';

let landscape: Buffer;
let turned: Buffer;

beforeAll(async () => {
  landscape = await cameraJpeg({ width: 1600, height: 1200 });
  turned = await cameraJpeg({ width: 1600, height: 1200, orientation: 6 });
});

const decode = (bytes: Uint8Array) => sharp(Buffer.from(bytes)).metadata();

describe('convertPhoto', () => {
  it.each([
    ['avif', 'heif', 640],
    ['webp', 'webp', 320],
    ['jpeg', 'jpeg', 960],
  ] as const)(
    'encodes %s at the asked width, keeping the ratio',
    async (format, decoded, width) => {
      const meta = await decode(await convertPhoto(landscape, { width, format, quality: 75 }));
      expect(meta.format).toBe(decoded);
      expect([meta.width, meta.height]).toEqual([width, (width * 3) / 4]);
      if (format === 'avif') expect(meta.compression).toBe('av1');
    },
  );

  it('never enlarges a photo smaller than the asked width', async () => {
    const small = await cameraJpeg({ width: 400, height: 300 });
    const meta = await decode(
      await convertPhoto(small, { width: 1280, format: 'webp', quality: 75 }),
    );
    expect([meta.width, meta.height]).toEqual([400, 300]);
  });

  it('turns the photo upright and leaves out its metadata', async () => {
    const source = await decode(turned);
    expect(source.orientation).toBe(6);
    expect(source.exif).toBeDefined();
    const meta = await decode(
      await convertPhoto(turned, { width: 600, format: 'jpeg', quality: 75 }),
    );
    // Stored 1600×1200 but shown a quarter turn: 1200×1600, resized to 600×800.
    expect([meta.width, meta.height]).toEqual([600, 800]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it.each(['jpeg', 'webp', 'avif'] as const)(
    'spends fewer bytes on %s at a lower quality',
    async (format) => {
      const low = await convertPhoto(landscape, { width: 960, format, quality: 40 });
      const high = await convertPhoto(landscape, { width: 960, format, quality: 90 });
      expect(low.byteLength).toBeLessThan(high.byteLength);
    },
  );

  it('refuses a photo of more pixels than the limit, and bytes that are no image', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const bomb = await sharp({
      create: { width: side, height: side, channels: 3, background: '#888' },
    })
      .jpeg()
      .toBuffer();
    await expect(convertPhoto(bomb, { width: 320, format: 'webp', quality: 75 })).rejects.toThrow(
      /pixel limit/i,
    );
    await expect(
      convertPhoto(new TextEncoder().encode('<html>'), { width: 320, format: 'webp', quality: 75 }),
    ).rejects.toThrow();
  });
});

describe('photoFormatFor', () => {
  it('takes AVIF, then WebP, then JPEG, as Accept allows', () => {
    expect(photoFormatFor('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe('avif');
    expect(photoFormatFor('image/webp,*/*')).toBe('webp');
    expect(photoFormatFor('image/avif;q=0, image/webp')).toBe('webp');
    expect(photoFormatFor('image/png,image/*;q=0.8,*/*;q=0.5')).toBe('jpeg');
    expect(photoFormatFor('*/*')).toBe('jpeg');
    expect(photoFormatFor(null)).toBe('jpeg');
  });
});
