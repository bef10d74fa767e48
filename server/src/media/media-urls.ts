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

export type MediaRoute =
  | { kind: 'photo'; slug: string; n: number }
  | { kind: 'spin'; slug: string; n: number }
  | { kind: 'logo' };

/** 1-based, no leading zeros: one address per image. */
const CAR_MEDIA = /^\/media\/cars\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(photos|spin)\/([1-9]\d{0,5})\.svg$/;

/** The media a path names; null when it names none (the caller answers 404). */
export function matchMediaRoute(pathname: string): MediaRoute | null {
  if (pathname === SITE_LOGO_PATH) return { kind: 'logo' };
  const match = CAR_MEDIA.exec(pathname);
  if (!match) return null;
  const [, slug, folder, n] = match as unknown as [string, string, string, string];
  return { kind: folder === 'photos' ? 'photo' : 'spin', slug, n: Number(n) };
}
