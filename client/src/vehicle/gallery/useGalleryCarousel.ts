import useEmblaCarousel from 'embla-carousel-react';
import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { whenBrowserIdle } from '../../on-demand/when-browser-idle';

/** Slide change duration in Embla's units (about 0.4 s); a jump when motion is reduced. */
const SLIDE_DURATION = 25;

type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Drives an Embla carousel (swipe and drag) from the slide index the component holds: moving
 * the index scrolls the carousel, and a swipe reports its new slide. The index stays the one
 * truth, so arrows, counter and thumbnails work the same before and after Embla starts.
 *
 * Embla starts when the browser is idle, or earlier when the shopper reaches for the slider
 * (`start`): starting measures the slides, and doing that while the page hydrates would block
 * the main thread in the middle of loading. Returns the viewport's ref, `start`, and whether
 * swiping is live.
 */
export function useGalleryCarousel(index: number, onIndexChange: (index: number) => void) {
  const [options, setOptions] = useState<CarouselOptions>();
  const [setEmblaViewport, carousel] = useEmblaCarousel(options);
  const viewportRef = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const shownIndex = useRef(index);
  useEffect(() => {
    shownIndex.current = index;
  }, [index]);

  const start = useCallback(() => {
    const viewport = viewportRef.current;
    if (started.current || !viewport) return;
    started.current = true;
    startTransition(() => {
      // The carousel opens at the slide shown when it starts.
      setOptions({ startIndex: shownIndex.current, duration: SLIDE_DURATION });
      setEmblaViewport(viewport);
    });
  }, [setEmblaViewport]);
  useEffect(() => whenBrowserIdle(start), [start]);

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

  return { viewportRef, start, swipeable: carousel !== undefined };
}
