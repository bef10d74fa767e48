import { randomBytes } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';

/** 128 random bits: a nonce an attacker cannot guess, new for every page. */
const NONCE_BYTES = 16;

export const CSP_HEADER = 'content-security-policy';

/** Where Meta's pixel script comes from, and where it reports to. */
const META_PIXEL_SCRIPT_ORIGIN = 'https://connect.facebook.net';
const META_PIXEL_REPORT_ORIGIN = 'https://www.facebook.com';

/** A fresh nonce for one page response (base64, as the policy and the script attribute take it). */
export function newCspNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64');
}

/**
 * The Content-Security-Policy of a server-rendered page of `site`, for the nonce its scripts
 * carry. What each page type loads, and so what each directive allows:
 * - scripts: the inline boot script (the page's data) and the entry module carry the nonce;
 *   'self' lets the entry load the code-split chunks (spin viewer, carousel, forms) from /assets.
 *   No 'unsafe-inline' and no 'unsafe-eval' for scripts: an injected script never runs.
 * - styles: the stylesheet is ours ('self'), but pages also set style attributes (the price
 *   gauge's needle, the spin viewer's frame and hotspot positions) and libraries add style
 *   elements (the dialogs' scroll lock). CSP cannot allow those per attribute with a nonce, so
 *   styles take 'unsafe-inline'; styles cannot run code, so scripts stay locked down.
 * - images: photos, spin frames and the logo under /media, or on the site's image CDN
 *   (`images.cdnOrigin`); data: for the empty favicon and the sort menu's arrow.
 * - frames: the vehicle page's video player (YouTube, Vimeo) and interior 360° viewer, whose
 *   providers the dealer's stock feed names, so any https page; never plain http.
 * - media: a vehicle's video file, wherever the feed keeps it (https).
 * - fetch: /graphql, the vehicle PDF (/print/{slug}.pdf): 'self'.
 * - frame-ancestors 'self': no other website may frame a page (clickjacking a lead form); the
 *   print page and the PDF open as pages of their own.
 * - form-action 'self': forms submit through GraphQL, or without JavaScript to this site's own
 *   lead form route; none may post to another site.
 * - a site with an interactive map (`locations.mapStyleUrl`) lets MapLibre fetch its style, tiles,
 *   glyphs and sprites from the style's origin and `locations.mapTileOrigins`, draw the tiles as
 *   images, and run its worker, which MapLibre starts from a blob: URL. Sites on the bundled
 *   offline map allow none of it.
 * - a site with a Meta pixel (`analytics.metaPixelId`) also loads Meta's pixel script and lets it
 *   report (an image or a request to facebook.com); sites without one allow neither.
 */
export function pageContentSecurityPolicy(site: Site, nonce: string): string {
  const imageCdn = site.config.images.cdnOrigin
    ? [new URL(site.config.images.cdnOrigin).origin]
    : [];
  const pixel = site.config.analytics.metaPixelId !== null;
  const map = mapOrigins(site);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(pixel ? [META_PIXEL_SCRIPT_ORIGIN] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      ...imageCdn,
      ...map,
      ...(pixel ? [META_PIXEL_REPORT_ORIGIN] : []),
    ],
    'frame-src': ['https:'],
    'media-src': ["'self'", 'https:'],
    'connect-src': ["'self'", ...map, ...(pixel ? [META_PIXEL_REPORT_ORIGIN] : [])],
    ...(map.length > 0 ? { 'worker-src': ["'self'", 'blob:'] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The origins an interactive map loads from; none on the bundled offline map. */
function mapOrigins(site: Site): string[] {
  const { mapStyleUrl, mapTileOrigins } = site.config.locations;
  if (mapStyleUrl === null) return [];
  return [...new Set([mapStyleUrl, ...mapTileOrigins].map((url) => new URL(url).origin))];
}

/** The page's response with its policy. */
export function withPageCsp(response: Response, site: Site, nonce: string): Response {
  response.headers.set(CSP_HEADER, pageContentSecurityPolicy(site, nonce));
  return response;
}
