import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Site } from '@forecourt/tenants/site';
import { ByteLru } from './byte-lru.js';
import { cachedResponse, notFound } from './media-response.js';
import { SITE_IMAGE_WIDTHS, SITE_IMAGES_FOLDER, type SiteImageWidth } from './media-urls.js';

/**
 * A site's own images (hero, promotions, banners) from its folder's images/, at
 * /media/site/images/<file>?w=<width>. SVG goes out as it is; a raster image is resized to one
 * of the fixed widths (never enlarged) and re-encoded as WebP, or AVIF when the browser says it
 * takes it, and the result is kept in memory, bounded by bytes.
 */

const RASTER_TYPES = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif', '.avif']);
const SVG_TYPE = 'image/svg+xml';

/** Each segment: a letter or digit first (no dotfiles, no `..`), then a plain file-name set. */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** A source larger than this is not an image for a web page; refusing it bounds the work. */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;

/** 64 MB of resized images: every demo site's images at every width, many times over. */
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * What an SVG must not hold to be served from the site's own origin: scripts, event handlers,
 * javascript: links and foreign objects (HTML inside the SVG). Opened directly, an SVG is a
 * document of our origin, so a script in it would run as the site.
 */
const ACTIVE_SVG_CONTENT = /<script[\s>/]|<foreignObject[\s>/]|\son[a-z]+\s*=|javascript:/i;

/** Served SVGs are sandboxed too, in case a pattern above is ever missed. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export interface SiteImageOptions {
  /** The resized images kept in memory; shared by every site (keys name the site folder). */
  cache?: ByteLru<Uint8Array>;
}

const sharedCache = new ByteLru<Uint8Array>(DEFAULT_CACHE_BYTES);
/** One resize per image, width and format at a time, however many ask for it at once. */
const inFlight = new Map<string, Promise<Uint8Array>>();

function badRequest(message: string): Response {
  return new Response(message, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

/** The width a request asks for: absent means the largest served width. */
function requestedWidth(url: URL): SiteImageWidth | null {
  const raw = url.searchParams.get('w');
  if (raw === null) return SITE_IMAGE_WIDTHS[SITE_IMAGE_WIDTHS.length - 1]!;
  return SITE_IMAGE_WIDTHS.find((width) => String(width) === raw) ?? null;
}

/** AVIF when the Accept header names it (with a non-zero q), WebP otherwise. */
export function preferredFormat(accept: string | null): 'avif' | 'webp' {
  const takesAvif = (accept ?? '').split(',').some((part) => {
    const [type, ...params] = part.trim().split(';');
    if (type?.trim().toLowerCase() !== 'image/avif') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
  return takesAvif ? 'avif' : 'webp';
}

/** The file's real path inside the site's images/, or null when the name is not one of its. */
async function resolveImageFile(site: Site, file: string): Promise<string | null> {
  const segments = file.split('/');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment))) return null;
  const folder = path.resolve(site.dir, SITE_IMAGES_FOLDER);
  try {
    const [realFolder, realFile] = await Promise.all([
      realpath(folder),
      realpath(path.join(folder, ...segments)),
    ]);
    // A symbolic link leading out of images/ is refused like a `..` would be.
    const relative = path.relative(realFolder, realFile);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
    return realFile;
  } catch {
    return null;
  }
}

export async function siteImageResponse(
  request: Request,
  site: Site,
  file: string,
  { cache = sharedCache }: SiteImageOptions = {},
): Promise<Response> {
  const url = new URL(request.url);
  const width = requestedWidth(url);
  if (width === null) {
    return badRequest(`Images are served ${SITE_IMAGE_WIDTHS.join(', ')} pixels wide.`);
  }
  const extension = path.extname(file).toLowerCase();
  const isSvg = extension === '.svg';
  const missing = notFound(`No image "${file}" on this site.`);
  if (!isSvg && !RASTER_TYPES.has(extension)) return missing;
  const real = await resolveImageFile(site, file);
  if (!real) return missing;
  const info = await stat(real).catch(() => null);
  if (!info?.isFile() || info.size > MAX_SOURCE_BYTES) return missing;

  if (isSvg) {
    const svg = await readFile(real, 'utf8').catch(() => null);
    if (svg === null) return missing;
    if (ACTIVE_SVG_CONTENT.test(svg)) {
      return notFound(`The image "${file}" holds script and is not served.`);
    }
    return cachedResponse(request, svg, SVG_TYPE, { 'content-security-policy': SVG_POLICY });
  }

  const format = preferredFormat(request.headers.get('accept'));
  const quality = site.config.images.quality;
  // The file's size and time are in the key, so a replaced image is resized again.
  const key = [real, info.size, info.mtimeMs, width, format, quality].join('|');
  let body = cache.get(key);
  if (!body) {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = resize(real, width, format, quality).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    try {
      body = await pending;
    } catch {
      // A damaged or unsupported file: the shopper sees a missing image, not a server error.
      return notFound(`The image "${file}" could not be read.`);
    }
    cache.set(key, body);
  }
  // The format follows Accept, so caches must keep one copy per Accept.
  return cachedResponse(request, body, `image/${format}`, { vary: 'Accept' });
}

async function resize(
  file: string,
  width: SiteImageWidth,
  format: 'avif' | 'webp',
  quality: number,
): Promise<Uint8Array> {
  const pipeline = sharp(file)
    .rotate() // honour the camera's orientation before the EXIF is dropped
    .resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'avif'
      ? pipeline.avif({ quality: Math.max(1, quality - 20), effort: 2 })
      : pipeline.webp({ quality });
  return new Uint8Array(await encoded.toBuffer());
}
