import { withChangedHeaders } from './changed-headers.js';

/**
 * Headers every answer carries, whatever its route. The page's Content-Security-Policy is set
 * where pages are rendered (content-security-policy.ts); GraphiQL's page keeps yoga's own.
 */

/**
 * Only the origin ever leaves for another site, and nothing on a step down from https to http.
 * The lead id in /success?lead=… and a shopper's search filters stay on the site: a video player
 * or a lender's page opened from ours learns which dealer site sent the shopper and no more.
 * (no-referrer would also hide that, and break the dealer's own referral reports elsewhere.)
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Powerful features no page of ours uses, turned off for the page and every frame in it. Left at
 * the browser's defaults: fullscreen (the spin viewer, video players), autoplay, encrypted-media
 * and picture-in-picture (video players), gyroscope and accelerometer (the interior 360° view),
 * clipboard-write (copy the car's link): a frame gets those only where its `allow` grants them.
 * Only features browsers recognise are named: Chromium logs a console error on every page for a
 * name it does not know (it does not know `bluetooth`, which no browser controls by this header).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'display-capture=()',
  'idle-detection=()',
  'browsing-topics=()',
].join(', ');

/**
 * A year of https only, once a browser has seen the site over TLS. No includeSubDomains: a
 * dealer's other host names (a workshop booking system, say) may not serve https.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Whether the shopper's browser reached us over TLS: the request itself is https, or our own
 * reverse proxy (TRUSTED_PROXY_HOPS) says so in X-Forwarded-Proto. The header is believed only
 * from our proxies, read from the right as X-Forwarded-For is (client-address.ts).
 */
export function servedOverTls(request: Request, trustedProxyHops: number): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (trustedProxyHops <= 0) return false;
  const protos = (request.headers.get('x-forwarded-proto') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  // A proxy that sets rather than appends leaves one entry: its own.
  return protos[Math.max(0, protos.length - trustedProxyHops)] === 'https';
}

/** `response` with the headers every answer carries. */
export function withSecurityHeaders(
  request: Request,
  response: Response,
  { trustedProxyHops = 0 }: { trustedProxyHops?: number } = {},
): Response {
  // Over plain http a browser ignores HSTS anyway; sent there it would only mislead.
  const overTls = servedOverTls(request, trustedProxyHops);
  return withChangedHeaders(response, (headers) => {
    // A JSON answer or an SVG is never run as a script or read as a page.
    headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', REFERRER_POLICY);
    headers.set('permissions-policy', PERMISSIONS_POLICY);
    if (overTls) headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}
