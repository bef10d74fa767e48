import { Children, useEffect, type ReactNode } from 'react';
import { CarouselSlideContext } from './carousel-context';
import { useCarousel } from './useCarousel';

/** The carousel's viewport and track; each child is a CarouselItem. */
export function CarouselContent({ children }: { children: ReactNode }) {
  const { viewportRef, setSlideCount } = useCarousel();
  const slides = Children.toArray(children);
  const total = slides.length;
  useEffect(() => setSlideCount(total), [setSlideCount, total]);
  return (
    <div className="carousel__viewport" ref={viewportRef}>
      <div className="carousel__track">
        {slides.map((slide, position) => (
          <CarouselSlideContext key={position} value={{ position, total }}>
            {slide}
          </CarouselSlideContext>
        ))}
      </div>
    </div>
  );
}
