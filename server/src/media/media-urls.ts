import type { CarImageRequest } from './car-photos.port.js';

/**
 * Addresses of the generated media. The GraphQL layer builds them with these helpers and
 * media-routes.ts matches them, so the two never drift apart.
 */

export const MEDIA_PREFIX = '/media/';
export const SITE_LOGO_PATH = '/media/site/logo';

export function carPhotoUrl(slug: string, n: number): string {
  return `/media/cars/${encodeURIComponent(slug)}/photos/${n}.svg`;
}

export function spinFrameUrl(slug: string, n: number): string {
  return `/media/cars/${encodeURIComponent(slug)}/spin/${n}.svg`;
}

/**
 * Widths a site image is served at: a fixed set, so a request cannot make the server resize to
 * every width it likes (each one costs CPU and a cache entry).
 */
export const SITE_IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type SiteImageWidth = (typeof SITE_IMAGE_WIDTHS)[number];

/** The folder of a site's own images (hero, banner tiles, promotions, brand banners). */
export const SITE_IMAGES_FOLDER = 'images';

/**
 * The address of an image from the site folder's images/ (`file` is its name there, e.g.
 * "hero.jpg"), served `width` pixels wide (SVG files are served as they are).
 */
export function siteImageUrl(file: string, width: SiteImageWidth): string {
  const name = file.split('/').map(encodeURIComponent).join('/');
  return `/media/site/images/${name}?w=${width}`;
}

/** Widths a feed photo is resized to: the same fixed set, for the same reason. */
export const CAR_PHOTO_WIDTHS: readonly number[] = SITE_IMAGE_WIDTHS;

/**
 * The served width to ask for when `width` pixels are wanted: the smallest at least as wide
 * (else the largest), so every page and print asks for the same few sizes. Null when the image
 * is served at no fixed widths (SVG).
 */
export function servedWidthFor(widths: readonly number[], width: number): number | null {
  if (widths.length === 0) return null;
  return widths.find((served) => served >= width) ?? widths[widths.length - 1]!;
}

/**
 * The address of photo `n` of a car whose feed names it at an address hashing to `sourceHash`
 * (see feed-photo-pipeline.ts): fetched, resized and served from this origin. The hash makes the
 * address change when the feed's photo does, so the photo can be cached for good.
 */
export function feedPhotoUrl(slug: string, n: number, sourceHash: string): string {
  return `/media/cars/${encodeURIComponent(slug)}/photos/${n}/${sourceHash}`;
}

/**
 * Widths a feed's 360° spin frame is resized to. The viewer loads every frame before it turns
 * and shows them in a box at most 800 CSS pixels wide, so the set stops at 1280: a spin of
 * dozens of frames at 1920 would cost the shopper several times the bytes for no visible gain.
 */
export const SPIN_FRAME_WIDTHS: readonly number[] = [320, 640, 960, 1280];

/**
 * The address of spin frame `n` of a car whose feed names it at an address hashing to
 * `sourceHash`: fetched, resized and served from this origin like a feed photo.
 */
export function feedSpinFrameUrl(slug: string, n: number, sourceHash: string): string {
  return `/media/cars/${encodeURIComponent(slug)}/spin/${n}/${sourceHash}`;
}

/** A srcset of every served width, for an <img> beside `siteImageUrl`'s src. */
export function siteImageSrcSet(file: string): string {
  return SITE_IMAGE_WIDTHS.map((width) => `${siteImageUrl(file, width)} ${width}w`).join(', ');
}

/** A brand's logo: drawn as SVG, or the site's own file (its extension then says which). */
export function brandLogoUrl(slug: string, extension = 'svg'): string {
  return `/media/brands/${encodeURIComponent(slug)}.${extension}`;
}

export type MediaRoute =
  | { kind: 'photo'; slug: string; n: number }
  | { kind: 'spin'; slug: string; n: number }
  | { kind: 'feedImage'; slug: string; image: CarImageRequest; sourceHash: string }
  | { kind: 'logo' }
  | { kind: 'brandLogo'; slug: string; extension: string }
  | { kind: 'site-image'; file: string };

const SITE_IMAGES_PREFIX = `/media/site/${SITE_IMAGES_FOLDER}/`;

/** 1-based, no leading zeros: one address per image. */
const CAR_MEDIA = /^\/media\/cars\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(photos|spin)\/([1-9]\d{0,5})\.svg$/;

const FEED_IMAGE =
  /^\/media\/cars\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(photos|spin)\/([1-9]\d{0,5})\/([0-9a-f]{16})$/;

const BRAND_LOGO = /^\/media\/brands\/([a-z0-9]+(?:-[a-z0-9]+)*)\.(svg|png|jpe?g|webp|avif|gif)$/;

/** The media a path names; null when it names none (the caller answers 404). */
export function matchMediaRoute(pathname: string): MediaRoute | null {
  if (pathname === SITE_LOGO_PATH) return { kind: 'logo' };
  const brand = BRAND_LOGO.exec(pathname);
  if (brand) return { kind: 'brandLogo', slug: brand[1]!, extension: brand[2]! };
  if (pathname.startsWith(SITE_IMAGES_PREFIX)) {
    // The file name is checked where the file is read (site-images.ts); here it is only decoded.
    try {
      const file = pathname
        .slice(SITE_IMAGES_PREFIX.length)
        .split('/')
        .map((segment) => decodeURIComponent(segment))
        .join('/');
      return { kind: 'site-image', file };
    } catch {
      return null;
    }
  }
  const feedImage = FEED_IMAGE.exec(pathname);
  if (feedImage) {
    const [, slug, folder, n, sourceHash] = feedImage as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const image: CarImageRequest = { kind: folder === 'photos' ? 'photo' : 'spin', n: Number(n) };
    return { kind: 'feedImage', slug, image, sourceHash };
  }
  const match = CAR_MEDIA.exec(pathname);
  if (!match) return null;
  const [, slug, folder, n] = match as unknown as [string, string, string, string];
  return { kind: folder === 'photos' ? 'photo' : 'spin', slug, n: Number(n) };
}
