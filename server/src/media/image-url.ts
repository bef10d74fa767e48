import type { Site } from '@forecourt/tenants/site';

export interface ImageSize {
  /** Width in CSS pixels the page asks for; omitted: the original width. */
  width?: number | undefined;
}

/**
 * The image URL builder of spec 1 §7: every photo goes out with the site's quality (75 unless
 * set) and the width the page needs, as `w` and `q` parameters an imgix-style CDN understands.
 * With a CDN origin set, the address points at the CDN, which pulls the original from the site.
 */
export function buildImageUrl(src: string, site: Site, { width }: ImageSize = {}): string {
  const { quality, cdnOrigin } = site.config.images;
  const params = new URLSearchParams();
  if (width !== undefined) params.set('w', String(width));
  params.set('q', String(quality));
  const base = cdnOrigin ? new URL(src, cdnOrigin).href : src;
  return `${base}${base.includes('?') ? '&' : '?'}${params}`;
}
