import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteImage_image$key } from '../../__generated__/SiteImage_image.graphql';

/**
 * An image of the site's own, always with its intrinsic width and height so the page keeps its
 * place before it loads. `priority` is for the page's largest paint (the hero): loaded at once
 * and ahead of other images; every other image waits until it is near the screen.
 */
export function SiteImage({
  image,
  sizes,
  className,
  priority = false,
}: {
  image: SiteImage_image$key;
  /** Which width the image shows at, for the browser's choice from the srcset. */
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const { url, srcSet, width, height, alt } = useFragment(
    graphql`
      fragment SiteImage_image on SiteImage {
        url
        srcSet
        width
        height
        alt
      }
    `,
    image,
  );
  return (
    <img
      className={className}
      src={url}
      srcSet={srcSet ?? undefined}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
