import { preload } from 'react-dom';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteImage_image$key } from '../../__generated__/SiteImage_image.graphql';

/**
 * An image of the site's own, always with its intrinsic width and height so the page keeps its
 * place before it loads. `priority` is for the page's largest paint: loaded at once and ahead of
 * other images; every other image waits until it is near the screen, and is fetched behind it
 * when it is on the first screen too (the next banner tile, half in view on a phone).
 *
 * An image that is the largest paint on some screens only (the home page's hero on wide ones,
 * its first tile on phones) gives those screens' media query: a preload for those screens
 * fetches it at high priority, and elsewhere it loads at once but behind the others. Only one
 * photo on a screen is hurried: on a phone's HTTP/1.1 connection a second high-priority photo
 * waits for a connection of its own, and the largest paint with it.
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
  /** The page's largest paint: on every screen, or on the screens a media query names. */
  priority?: boolean | string;
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
  const onSomeScreens = typeof priority === 'string';
  if (onSomeScreens) {
    preload(url, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: srcSet ?? undefined,
      imageSizes: sizes,
      media: priority,
    });
  }
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
      fetchPriority={priority === true ? 'high' : 'low'}
      data-main-photo={onSomeScreens ? priority : undefined}
    />
  );
}
