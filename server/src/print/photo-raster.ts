import { renderAsync } from '@resvg/resvg-js';
import { encodeRgbPng } from './png-encoder.js';

/**
 * The first photo, rasterised for print. 800 px is the photo's own canvas width: about 190 dpi
 * in the sheet's photo box, sharp on paper and small enough to build in a few tens of ms.
 */
export const PRINT_PHOTO_WIDTH_PX = 800;

export interface RasterPhoto {
  /** PNG or JPEG bytes: pdfkit embeds either as it is. */
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Rasterises a generated SVG photo to an opaque RGB PNG. resvg renders on its own thread; the
 * system fonts give the photo's caption its text (without them the caption pill is empty).
 */
export async function rasterisePhoto(svg: string, widthPx: number): Promise<RasterPhoto> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: widthPx },
    font: { loadSystemFonts: true },
  });
  const { width, height } = image;
  return { data: await encodeRgbPng(onWhite(image.pixels), width, height), width, height };
}

/**
 * resvg's pixels are premultiplied RGBA: laid on white paper, a channel becomes
 * `c + (255 − alpha)`, which is exact for premultiplied values and leaves opaque pixels as they are.
 */
function onWhite(rgba: Uint8Array): Uint8Array {
  const pixels = rgba.length / 4;
  const rgb = new Uint8Array(pixels * 3);
  for (let p = 0; p < pixels; p++) {
    const uncovered = 255 - rgba[p * 4 + 3]!;
    rgb[p * 3] = Math.min(255, rgba[p * 4]! + uncovered);
    rgb[p * 3 + 1] = Math.min(255, rgba[p * 4 + 1]! + uncovered);
    rgb[p * 3 + 2] = Math.min(255, rgba[p * 4 + 2]! + uncovered);
  }
  return rgb;
}
