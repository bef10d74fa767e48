import sharp from 'sharp';

/**
 * A camera-like JPEG made on the fly: `width`×`height` pixels as stored, with an EXIF
 * orientation (6: the camera was turned, so it shows rotated a quarter turn) and a copyright
 * and GPS-like note in its metadata, which the served copies must not carry.
 */
export async function cameraJpeg({
  width = 1600,
  height = 1200,
  orientation,
}: { width?: number; height?: number; orientation?: number } = {}): Promise<Buffer> {
  // A gradient rather than a flat colour, so the encoders' quality makes a difference in bytes.
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x ^ y) & 0xff) / 2;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Copyright: 'Test dealer', ImageDescription: 'lat -33.86 lon 151.21' } })
    .withMetadata(orientation === undefined ? {} : { orientation });
  return image.jpeg({ quality: 90 }).toBuffer();
}
