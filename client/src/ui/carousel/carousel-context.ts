import { createContext, type RefObject } from 'react';

/** What a carousel's parts share: the selected slide, how far it can move, and how to move it. */
export interface CarouselState {
  /** The selected slide (a scroll position when several slides show at once). */
  index: number;
  /** How many positions the carousel can stop at; 0 until it knows (before hydration). */
  count: number;
  canScrollPrevious: boolean;
  canScrollNext: boolean;
  scrollPrevious: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
  /** The scrolling box: a plain scrollable row until Embla takes it over. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** Told by CarouselContent how many slides it holds. */
  setSlideCount: (count: number) => void;
}

export const CarouselContext = createContext<CarouselState | null>(null);

/** A slide's place in its carousel, given to each CarouselItem by CarouselContent. */
export const CarouselSlideContext = createContext<{ position: number; total: number }>({
  position: 0,
  total: 0,
});
