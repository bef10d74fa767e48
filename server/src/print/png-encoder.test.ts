import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeRgbPng } from './png-encoder.js';

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: typeAndData.subarray(4),
      crcOk: crc32(typeAndData) === png.readUInt32BE(offset + 8 + length),
    });
    offset += 12 + length;
  }
  return chunks;
}

/** Undoes the row filters (only Sub is written) to get the pixels back. */
function unfilter(raw: Buffer, width: number, height: number): Uint8Array {
  const stride = width * 3;
  const out = new Uint8Array(stride * height);
  for (let row = 0; row < height; row++) {
    expect(raw[row * (stride + 1)]).toBe(1);
    for (let i = 0; i < stride; i++) {
      const left = i < 3 ? 0 : out[row * stride + i - 3]!;
      out[row * stride + i] = (raw[row * (stride + 1) + 1 + i]! + left) & 0xff;
    }
  }
  return out;
}

describe('encodeRgbPng', () => {
  it('writes a valid RGB PNG whose pixels read back unchanged', async () => {
    const width = 5;
    const height = 3;
    const pixels = Uint8Array.from({ length: width * height * 3 }, (_, i) => (i * 37 + 11) % 256);
    const png = await encodeRgbPng(pixels, width, height);

    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = readChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((chunk) => chunk.crcOk)).toBe(true);
    const header = chunks[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([
      width,
      height,
      8,
      2,
    ]);
    expect(unfilter(inflateSync(chunks[1]!.data), width, height)).toEqual(pixels);
  });

  it('refuses pixels that do not match the size', async () => {
    await expect(encodeRgbPng(new Uint8Array(10), 2, 2)).rejects.toThrow(/2×2 RGB pixels/);
  });
});
