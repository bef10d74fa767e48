import { hashText, num } from './svg-markup.js';

/**
 * The demo sites' promotion images: a backdrop in the site's colours (a road running to the
 * horizon under a sun), drawn as SVG so every image is reproducible from its promotions.json
 * card. The page sets the card's title, text and link over it as HTML, so the image holds no
 * words. The raster versions (promo-*.png) are rendered from the same drawing
 * (`pnpm --filter @forecourt/server demo:promo-images`).
 */

export interface PromoBannerInput {
  /** Seeds the layout, so two banners of a site differ. */
  id: string;
  colours: { primary: string; secondary: string; accent: string };
  width: number;
  height: number;
}

export function renderPromoBanner({ id, colours, width: w, height: h }: PromoBannerInput): string {
  const seed = hashText(id);
  // The road's vanishing point and the sun sit in the right half, where no text is set.
  const vanishX = w * (0.62 + ((seed % 11) / 11) * 0.2);
  const horizon = h * (0.45 + (((seed >>> 4) % 7) / 7) * 0.15);
  const sunX = vanishX + w * (((seed >>> 8) % 2 === 0 ? -1 : 1) * 0.08);
  const sunR = h * (0.16 + (((seed >>> 12) % 5) / 5) * 0.08);
  const roadLeft = vanishX - w * 0.32;
  const roadRight = vanishX + w * 0.32;
  const dashes = Array.from({ length: 6 }, (_, i) => {
    // Dashes grow towards the viewer: a cheap perspective.
    const t0 = (i + 0.2) / 6;
    const t1 = (i + 0.6) / 6;
    const y0 = horizon + (h - horizon) * t0 * t0;
    const y1 = horizon + (h - horizon) * t1 * t1;
    const half0 = 2 + 10 * t0;
    const half1 = 2 + 10 * t1;
    return `<polygon points="${num(vanishX - half0)},${num(y0)} ${num(vanishX + half0)},${num(y0)} ${num(vanishX + half1)},${num(y1)} ${num(vanishX - half1)},${num(y1)}" fill="${colours.accent}"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.primary}"/><stop offset="1" stop-color="${colours.secondary}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<circle cx="${num(sunX)}" cy="${num(horizon)}" r="${num(sunR * 1.8)}" fill="${colours.accent}" fill-opacity="0.2"/>`,
    `<circle cx="${num(sunX)}" cy="${num(horizon)}" r="${num(sunR)}" fill="${colours.accent}" fill-opacity="0.7"/>`,
    `<rect y="${num(horizon)}" width="${w}" height="${num(h - horizon)}" fill="${colours.primary}" fill-opacity="0.85"/>`,
    `<polygon points="${num(vanishX - 4)},${num(horizon)} ${num(vanishX + 4)},${num(horizon)} ${num(roadRight)},${h} ${num(roadLeft)},${h}" fill="#1f2326" fill-opacity="0.9"/>`,
    dashes,
    // A dark wash on the left keeps white text over it readable.
    `<defs><linearGradient id="wash" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#wash)"/>`,
    '</svg>',
  ].join('');
}
