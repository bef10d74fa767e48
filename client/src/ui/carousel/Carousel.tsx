import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { CarouselContext, type CarouselState } from './carousel-context';
import { prefersReducedMotion, useEmblaCarousel } from './useEmblaCarousel';
import './carousel.css';

/** The slides of a viewport: the track's children. */
const slidesOf = (viewport: HTMLElement) =>
  [...(viewport.firstElementChild?.children ?? [])] as HTMLElement[];

/**
 * A carousel (spec 2 §2, §4): previous / next arrows disabled at the ends, dots that follow the
 * selected slide, arrow keys while focus is inside, swipe and drag once Embla has loaded.
 * Compose it from CarouselContent, CarouselItem, CarouselPrevious, CarouselNext and CarouselDots.
 *
 * Server-rendered and without JavaScript the slides are a plain row that scrolls sideways with
 * snapping; the controls appear once the page is live. Embla's code loads only when the browser
 * is idle or the shopper reaches for the carousel, so a page with a carousel stays light.
 */
export function Carousel({
  label,
  className,
  activeMedia,
  children,
}: {
  /** Names the carousel for assistive technology, e.g. "Featured links". */
  label: string;
  className?: string;
  /** A media query outside which the carousel stays a plain row (or whatever CSS makes of it). */
  activeMedia?: string;
  children: ReactNode;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [slideCount, setSlideCount] = useState(0);
  const { start, live, snapCount, holdsViewport } = useEmblaCarousel(
    viewportRef,
    index,
    setIndex,
    activeMedia,
  );
  const count = live ? snapCount : slideCount;
  const last = count - 1;

  const scrollTo = useCallback(
    (target: number) => {
      if (target >= 0 && target <= last) setIndex(target);
    },
    [last],
  );

  // Until Embla starts, the arrows and dots scroll the plain row to the chosen slide.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (live || holdsViewport() || !viewport) return;
    const slide = slidesOf(viewport)[index];
    if (!slide || typeof viewport.scrollTo !== 'function') return;
    const left = slide.offsetLeft - (slidesOf(viewport)[0]?.offsetLeft ?? 0);
    if (Math.abs(viewport.scrollLeft - left) < 1) return;
    viewport.scrollTo({ left, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [index, live, holdsViewport]);

  // …and a swipe of the plain row selects the slide it stops at.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (live || !viewport) return;
    const onScrollEnd = () => {
      if (holdsViewport()) return;
      const slides = slidesOf(viewport);
      const origin = slides[0]?.offsetLeft ?? 0;
      let nearest = 0;
      slides.forEach((slide, position) => {
        const distance = Math.abs(slide.offsetLeft - origin - viewport.scrollLeft);
        const best = Math.abs((slides[nearest]?.offsetLeft ?? 0) - origin - viewport.scrollLeft);
        if (distance < best) nearest = position;
      });
      setIndex(nearest);
    };
    viewport.addEventListener('scrollend', onScrollEnd);
    return () => viewport.removeEventListener('scrollend', onScrollEnd);
  }, [live, holdsViewport]);

  const state = useMemo<CarouselState>(
    () => ({
      index,
      count,
      canScrollPrevious: index > 0,
      canScrollNext: index < last,
      scrollPrevious: () => scrollTo(index - 1),
      scrollNext: () => scrollTo(index + 1),
      scrollTo,
      viewportRef,
      setSlideCount,
    }),
    [index, count, last, scrollTo],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Typing in a field inside a slide keeps its arrow keys.
    if (target.closest('input, textarea, select, video, [contenteditable="true"]')) return;
    if (event.key === 'ArrowLeft') scrollTo(index - 1);
    else if (event.key === 'ArrowRight') scrollTo(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <CarouselContext value={state}>
      <div
        className={className ? `carousel ${className}` : 'carousel'}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        // Focusable, so a keyboard reaches the carousel and moves it with the arrow keys.
        tabIndex={0}
        onKeyDown={onKeyDown}
        // Reaching for the carousel starts swiping at once, without waiting for idle time.
        onPointerEnter={start}
        onPointerDown={start}
        onFocus={start}
        data-live={live || undefined}
      >
        {children}
      </div>
    </CarouselContext>
  );
}
