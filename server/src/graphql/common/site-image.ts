import type { Site } from '@forecourt/tenants/site';
import { logger } from '../../logger.js';
import { siteImageSize } from '../../media/site-image-size.js';
import { SITE_IMAGE_WIDTHS, siteImageUrl, type SiteImageWidth } from '../../media/media-urls.js';

/** An image of the site folder's images/ as a page shows it, with its intrinsic size. */
export interface SiteImageView {
  url: string;
  srcSet: string | null;
  width: number;
  height: number;
  alt: string;
}

/**
 * The addresses of a site image: SVG once (it scales itself); a raster image at each served width
 * up to its own (the route never enlarges, so a wider entry would only repeat the largest).
 */
export function siteImageView(
  image: { file: string; width: number; height: number },
  alt: string,
): SiteImageView {
  const { file, width, height } = image;
  const largest = SITE_IMAGE_WIDTHS[SITE_IMAGE_WIDTHS.length - 1]!;
  if (file.toLowerCase().endsWith('.svg')) {
    return { url: siteImageUrl(file, largest), srcSet: null, width, height, alt };
  }
  const fitting: SiteImageWidth[] = SITE_IMAGE_WIDTHS.filter((w) => w <= width);
  const widths = fitting.length > 0 ? fitting : [SITE_IMAGE_WIDTHS[0]];
  // Beyond its own width an image is served at its own width: describe the entry as that.
  const described = (w: SiteImageWidth) => Math.min(w, width);
  return {
    url: siteImageUrl(file, widths[widths.length - 1]!),
    srcSet: widths.map((w) => `${siteImageUrl(file, w)} ${described(w)}w`).join(', '),
    width,
    height,
    alt,
  };
}

/** An image a site setting names: its file in the site folder's images/ and its alt text. */
export interface SiteImageSetting {
  file: string;
  alt: string;
}

/**
 * The image a setting names, with the addresses and intrinsic size a page needs; null when the
 * file is missing from the site's images/ (the page then shows its section without a picture,
 * rather than a broken image).
 */
export async function presentSiteImage(
  site: Site,
  image: SiteImageSetting | null,
): Promise<SiteImageView | null> {
  if (!image) return null;
  const size = await siteImageSize(site, image.file);
  if (!size) {
    logger.warn(
      { site: site.config.slug, file: image.file },
      'a site image is missing from images/',
    );
    return null;
  }
  return siteImageView({ file: image.file, ...size }, image.alt);
}
