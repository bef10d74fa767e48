import { useLocation } from './router-hooks';
import { usePageOrigin } from './page-origin';
import { openGraphTags, type SharedImage } from './open-graph';

/**
 * Title, description, canonical link and the link-preview tags (Open Graph, Twitter card) of a
 * page; React places them in <head>. The canonical address is the page's path on the site's
 * origin with no query (so tracking parameters never become part of it) unless the page names one.
 */
export function PageHead({
  title,
  description,
  canonicalPath,
  type = 'website',
  siteName,
  image,
}: {
  title: string;
  description: string;
  /** Path (and query) of the canonical URL; the current path when left out. */
  canonicalPath?: string;
  /** `product` on a vehicle page. */
  type?: 'website' | 'product';
  /** The site's name, shown above a link preview. */
  siteName?: string;
  /** The picture of a link preview (a vehicle's first photo). */
  image?: SharedImage | null;
}) {
  const origin = usePageOrigin();
  const location = useLocation();
  const url = `${origin}${canonicalPath ?? location.pathname}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {openGraphTags({ title, description, url, origin, type, siteName, image }).map((tag) =>
        tag.key === 'property' ? (
          <meta key={tag.id} property={tag.id} content={tag.content} />
        ) : (
          <meta key={tag.id} name={tag.id} content={tag.content} />
        ),
      )}
    </>
  );
}
