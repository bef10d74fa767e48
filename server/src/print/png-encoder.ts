import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

/**
 * A minimal PNG encoder for opaque 8-bit RGB pixels. pdfkit embeds an RGB PNG's compressed data
 * as it is, but splits an RGBA one into colour and alpha and recompresses both synchronously on
 * the event loop; handing it RGB, compressed here by zlib's thread pool, keeps that work off the
 * request path.
 */

const deflateAsync = promisify(deflate);

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const BYTES_PER_PIXEL = 3;
const COLOUR_TYPE_RGB = 2;
const BIT_DEPTH = 8;
/** PNG row filter "Sub": each byte minus the same channel of the pixel to its left. */
const FILTER_SUB = 1;

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Rows with their filter byte, as the IDAT stream holds them before compression. */
function filteredRows(rgb: Uint8Array, width: number, height: number): Buffer {
  const stride = width * BYTES_PER_PIXEL;
  const out = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row++) {
    const src = row * stride;
    const dst = row * (stride + 1);
    out[dst] = FILTER_SUB;
    for (let i = 0; i < stride; i++) {
      const left = i < BYTES_PER_PIXEL ? 0 : rgb[src + i - BYTES_PER_PIXEL]!;
      out[dst + 1 + i] = (rgb[src + i]! - left) & 0xff;
    }
  }
  return out;
}

/** `rgb` holds `width × height` pixels, row by row, three bytes each. */
export async function encodeRgbPng(
  rgb: Uint8Array,
  width: number,
  height: number,
): Promise<Buffer> {
  if (rgb.length !== width * height * BYTES_PER_PIXEL) {
    throw new RangeError(`expected ${width}×${height} RGB pixels, got ${rgb.length} bytes`);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = BIT_DEPTH;
  header[9] = COLOUR_TYPE_RGB;
  // Bytes 10–12: deflate compression, adaptive filtering, no interlace (all 0).
  const data = await deflateAsync(filteredRows(rgb, width, height));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
