import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import {
  startTransition,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { whenBrowserIdle } from '../../on-demand/when-browser-idle';

/** Slide change duration in Embla's units (about 0.4 s); a jump when motion is reduced. */
const SLIDE_DURATION = 25;

/** Embla's code loads when a carousel first starts, not with the page. */
const loadEmbla = () => import('embla-carousel').then((module) => module.default);

/** Marks a row Embla holds; its CSS stops the row's own scrolling and snapping from that moment. */
const HELD = 'data-held';

/** Puts the row back at its start, at once (the row scrolls smoothly, so only `instant` is). */
function pinRow(this: HTMLElement) {
  if (this.scrollLeft !== 0 && typeof this.scrollTo === 'function')
    this.scrollTo({ left: 0, behavior: 'instant' });
}

/**
 * Embla moves the slides with a transform, so the row's own scroll must stay at its start for as
 * long as Embla holds it. A smooth scroll already under way (an arrow pressed just before Embla
 * loaded) goes on drifting in Chromium after an instant scroll back to the start; that, a snap
 * after the track moved, or the browser scrolling a focused tile into view would add to Embla's
 * movement and carry the chosen slide off the screen: each is undone the moment it happens.
 */
function holdRow(viewport: HTMLElement) {
  viewport.setAttribute(HELD, '');
  pinRow.call(viewport);
  viewport.addEventListener('scroll', pinRow);
}

function releaseRow(viewport: HTMLElement) {
  viewport.removeEventListener('scroll', pinRow);
  viewport.removeAttribute(HELD);
}

export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Hands a carousel's viewport to Embla (swipe, drag, snapping) once the browser is idle, or
 * earlier when the shopper reaches for it (`start`). The index the carousel holds stays the one
 * truth: moving it scrolls Embla, and a swipe reports its new position. `activeMedia` limits
 * Embla to screens matching a media query (elsewhere the slides are laid out by CSS alone).
 * Returns `start`, whether Embla is live, how many positions it can stop at, and `holdsViewport`,
 * which is true from the moment Embla takes the viewport: React renders it live a little later
 * (a transition), and until then the row's own scrolling must already have stopped.
 */
export function useEmblaCarousel(
  viewportRef: RefObject<HTMLDivElement | null>,
  index: number,
  onIndexChange: (index: number) => void,
  activeMedia: string | undefined,
) {
  const [wanted, setWanted] = useState(false);
  const [carousel, setCarousel] = useState<EmblaCarouselType>();
  const [snapCount, setSnapCount] = useState(0);
  // The row's mark is the one record of Embla holding it (set before Embla starts, taken off after).
  const holdsViewport = useCallback(
    () => viewportRef.current?.hasAttribute(HELD) ?? false,
    [viewportRef],
  );
  const shownIndex = useRef(index);
  useEffect(() => {
    shownIndex.current = index;
  }, [index]);

  // Where the carousel is only a layout (outside activeMedia), Embla's code is not even loaded.
  const start = useCallback(() => {
    if (!activeMedia || window.matchMedia(activeMedia).matches) setWanted(true);
  }, [activeMedia]);
  useEffect(() => whenBrowserIdle(start), [start]);
  useEffect(() => {
    if (!activeMedia) return;
    const media = window.matchMedia(activeMedia);
    media.addEventListener('change', start);
    return () => media.removeEventListener('change', start);
  }, [activeMedia, start]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!wanted || !viewport) return;
    let stopped = false;
    let started: EmblaCarouselType | undefined;
    loadEmbla()
      .then((EmblaCarousel) => {
        if (stopped) return;
        const options: EmblaOptionsType = {
          startIndex: shownIndex.current,
          duration: SLIDE_DURATION,
          align: 'start',
          ...(activeMedia
            ? { active: false, breakpoints: { [activeMedia]: { active: true } } }
            : {}),
        };
        holdRow(viewport);
        const live = EmblaCarousel(viewport, options);
        started = live;
        startTransition(() => {
          setCarousel(live);
          setSnapCount(live.scrollSnapList().length);
        });
      })
      // Without Embla the arrows, dots and keys still scroll the row; only dragging does not.
      .catch((error: unknown) => console.error('Could not load the carousel', error));
    return () => {
      stopped = true;
      started?.destroy();
      releaseRow(viewport);
    };
  }, [wanted, viewportRef, activeMedia]);

  const reportSlide = useEffectEvent((slide: number) => {
    if (slide !== index) onIndexChange(slide);
  });

  useEffect(() => {
    if (!carousel) return;
    const onSelect = () => reportSlide(carousel.selectedScrollSnap());
    const onReInit = () => {
      setSnapCount(carousel.scrollSnapList().length);
      onSelect();
    };
    carousel.on('select', onSelect);
    carousel.on('reInit', onReInit);
    return () => {
      carousel.off('select', onSelect);
      carousel.off('reInit', onReInit);
    };
  }, [carousel]);

  useEffect(() => {
    if (carousel && carousel.selectedScrollSnap() !== index) {
      carousel.scrollTo(index, prefersReducedMotion());
    }
  }, [carousel, index]);

  return { start, live: carousel !== undefined, snapCount, holdsViewport };
}
