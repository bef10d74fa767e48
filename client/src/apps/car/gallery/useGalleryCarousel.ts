import type { EmblaCarouselType } from 'embla-carousel';
import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { whenBrowserIdle } from '../../../on-demand/when-browser-idle';

/** Slide change duration in Embla's units (about 0.4 s); a jump when motion is reduced. */
const SLIDE_DURATION = 25;

/** Embla's code loads when a carousel first starts, not with the vehicle page. */
const loadEmbla = () => import('embla-carousel').then((module) => module.default);

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Drives an Embla carousel (swipe and drag) from the slide index the component holds: moving
 * the index scrolls the carousel, and a swipe reports its new slide. The index stays the one
 * truth, so arrows, counter and thumbnails work the same before and after Embla starts.
 *
 * Embla starts when the browser is idle, or earlier when the shopper reaches for the slider
 * (`start`): its code loads then, and starting measures the slides, which while the page hydrates
 * would block the main thread in the middle of loading. Returns the viewport's ref, `start`, and
 * whether swiping is live.
 */
export function useGalleryCarousel(index: number, onIndexChange: (index: number) => void) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [carousel, setCarousel] = useState<EmblaCarouselType>();
  const shownIndex = useRef(index);
  useEffect(() => {
    shownIndex.current = index;
  }, [index]);

  const start = useCallback(() => setWanted(true), []);
  useEffect(() => whenBrowserIdle(start), [start]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!wanted || !viewport) return;
    let stopped = false;
    let started: EmblaCarouselType | undefined;
    loadEmbla()
      .then((EmblaCarousel) => {
        if (stopped) return;
        // The carousel opens at the slide shown when it starts.
        const live = EmblaCarousel(viewport, {
          startIndex: shownIndex.current,
          duration: SLIDE_DURATION,
        });
        started = live;
        startTransition(() => setCarousel(live));
      })
      // Without Embla the arrows, counter and thumbnails still work; only swiping does not.
      .catch((error: unknown) => console.error('Could not load the photo carousel', error));
    return () => {
      stopped = true;
      started?.destroy();
    };
  }, [wanted]);

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
