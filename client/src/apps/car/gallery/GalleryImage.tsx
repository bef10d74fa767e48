import { useEffect, useRef, useState } from 'react';

/**
 * A gallery picture, always sized so it never moves the page. A photo that fails to load is
 * logged and hidden (spec 1 §8): the shopper sees the empty slide box, never a broken image.
 */
export function GalleryImage({
  className,
  src,
  srcSet,
  sizes,
  width,
  height,
  alt,
  priority = false,
  afterMainPhoto = false,
}: {
  className: string;
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  alt: string;
  /** The page's largest paint: load at once and ahead of other images. */
  priority?: boolean;
  /**
   * Fetched behind the main photo although on or beside the screen (the thumbnails, the
   * slides after the first, which the browser loads early as they sit next to it): on a phone's
   * connection they would otherwise share it with the photo the shopper is waiting for.
   */
  afterMainPhoto?: boolean;
}) {
  const imgRef = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);

  const fail = () => {
    console.warn(`Gallery image failed to load: ${src}`);
    setBroken(true);
  };

  // A server-rendered image may fail before hydration, when no React handler is listening yet.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) {
      console.warn(`Gallery image failed to load: ${img.currentSrc || img.src}`);
      setBroken(true);
    }
  }, []);

  return (
    <img
      ref={imgRef}
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : afterMainPhoto ? 'low' : undefined}
      decoding={priority ? undefined : 'async'}
      hidden={broken}
      onError={fail}
    />
  );
}
