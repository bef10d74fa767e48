import type { Site } from '@forecourt/tenants/site';
import { builder } from '../../builder.js';
import { logger } from '../../logger.js';
import { siteImageSize } from '../../media/site-image-size.js';
import { siteImageSrcSet, siteImageUrl } from '../../media/media-urls.js';

/** An image a site setting names: its file in the site folder's images/ and its alt text. */
export interface SiteImageSetting {
  file: string;
  alt: string;
}

export interface SiteImage {
  url: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

/** The width the fallback `src` is served at: the srcset covers the other screens. */
const FALLBACK_WIDTH = 960;

/**
 * The image a setting names, with the addresses and intrinsic size a page needs; null when the
 * file is missing from the site's images/ (the page then shows its section without a picture,
 * rather than a broken image).
 */
export async function presentSiteImage(
  site: Site,
  image: SiteImageSetting | null,
): Promise<SiteImage | null> {
  if (!image) return null;
  const size = await siteImageSize(site, image.file);
  if (!size) {
    logger.warn(
      { site: site.config.slug, file: image.file },
      'a site image is missing from images/',
    );
    return null;
  }
  return {
    url: siteImageUrl(image.file, FALLBACK_WIDTH),
    srcSet: siteImageSrcSet(image.file),
    width: size.width,
    height: size.height,
    alt: image.alt,
  };
}

export const SiteImageRef = builder.objectRef<SiteImage>('SiteImage').implement({
  description: 'An image of the site’s own (hero, tiles…), with its intrinsic size.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'Address of the image at a middle width.' }),
    srcSet: t.exposeString('srcSet', {
      description: 'Every width the image is served at, for <img srcset>.',
    }),
    width: t.exposeInt('width', { description: 'Intrinsic width in pixels.' }),
    height: t.exposeInt('height', { description: 'Intrinsic height in pixels.' }),
    alt: t.exposeString('alt', {
      description: 'What the image shows; empty when it only decorates.',
    }),
  }),
});
