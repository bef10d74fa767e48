/**
 * The Open Graph and Twitter card tags of a page, as link previews (Facebook, WhatsApp, LinkedIn,
 * X, iMessage) read them. Pure, so the rules are tested without rendering.
 */

export interface SharedImage {
  /** The image's address as the API gives it (absolute, or a path of the site). */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface OpenGraphPage {
  title: string;
  description: string;
  /** The page's canonical address, absolute. */
  url: string;
  /** The site's origin, to make the image's address absolute. */
  origin: string;
  /** `product` for a vehicle, `website` for every other page. */
  type: 'website' | 'product';
  siteName?: string | undefined;
  image?: SharedImage | null | undefined;
}

/** One <meta> tag: Open Graph names go in `property`, Twitter's in `name`. */
export interface MetaTag {
  key: 'property' | 'name';
  id: string;
  content: string;
}

/** The sites are Australian: previews are in Australian English. */
export const OPEN_GRAPH_LOCALE = 'en_AU';

export function openGraphTags(page: OpenGraphPage): MetaTag[] {
  const og = (id: string, content: string): MetaTag => ({ key: 'property', id, content });
  const twitter = (id: string, content: string): MetaTag => ({ key: 'name', id, content });
  const tags = [
    og('og:type', page.type),
    og('og:title', page.title),
    og('og:description', page.description),
    og('og:url', page.url),
    og('og:locale', OPEN_GRAPH_LOCALE),
  ];
  if (page.siteName) tags.push(og('og:site_name', page.siteName));
  const image = page.image;
  if (image) {
    const url = new URL(image.url, page.origin || 'http://localhost').href;
    tags.push(
      og('og:image', url),
      ...(url.startsWith('https:') ? [og('og:image:secure_url', url)] : []),
      og('og:image:width', String(image.width)),
      og('og:image:height', String(image.height)),
      og('og:image:alt', image.alt),
    );
  }
  tags.push(
    // A large picture where there is one: a vehicle sells by its photo.
    twitter('twitter:card', image ? 'summary_large_image' : 'summary'),
    twitter('twitter:title', page.title),
    twitter('twitter:description', page.description),
  );
  if (image) {
    tags.push(
      twitter('twitter:image', new URL(image.url, page.origin || 'http://localhost').href),
      twitter('twitter:image:alt', image.alt),
    );
  }
  return tags;
}
