import { use } from 'react';
import { CarouselContext, type CarouselState } from './carousel-context';

/** Spec 2 §8: a carousel control used outside its carousel is a programming error, said plainly. */
export const OUTSIDE_CAROUSEL_MESSAGE = 'useCarousel must be used within a <Carousel />';

/** The enclosing carousel's state and controls; throws outside a `<Carousel>`. */
export function useCarousel(): CarouselState {
  const carousel = use(CarouselContext);
  if (!carousel) throw new Error(OUTSIDE_CAROUSEL_MESSAGE);
  return carousel;
}
