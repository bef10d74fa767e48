import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useEffectEvent, useState } from 'react';

/** Slide change duration in Embla's units (about 0.4 s); a jump when motion is reduced. */
const SLIDE_DURATION = 25;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Drives an Embla carousel (swipe and drag) from the slide index the component holds: moving
 * the index scrolls the carousel, and a swipe reports its new slide. The index stays the one
 * truth, so arrows, counter and thumbnails work the same before and after Embla starts.
 * Returns the ref for the carousel's viewport.
 */
export function useGalleryCarousel(index: number, onIndexChange: (index: number) => void) {
  // Read once: the carousel opens at the slide shown when it mounts.
  const [options] = useState(() => ({ startIndex: index, duration: SLIDE_DURATION }));
  const [viewportRef, carousel] = useEmblaCarousel(options);
  const reportSlide = useEffectEvent((slide: number) => {
    if (slide !== index) onIndexChange(slide);
  });

  useEffect(() => {
    if (!carousel) return;
    const onSelect = () => reportSlide(carousel.selectedScrollSnap());
    carousel.on('select', onSelect);
    return () => {
      carousel.off('select', onSelect);
    };
  }, [carousel]);

  useEffect(() => {
    if (carousel && carousel.selectedScrollSnap() !== index) {
      carousel.scrollTo(index, prefersReducedMotion());
    }
  }, [carousel, index]);

  return viewportRef;
}
