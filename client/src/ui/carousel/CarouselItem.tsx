import { use, type ReactNode } from 'react';
import { CarouselSlideContext } from './carousel-context';
import { useCarousel } from './useCarousel';

/** One slide, announced as "2 of 3". */
export function CarouselItem({ className, children }: { className?: string; children: ReactNode }) {
  useCarousel();
  const { position, total } = use(CarouselSlideContext);
  return (
    <div
      className={className ? `carousel__slide ${className}` : 'carousel__slide'}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${total}`}
    >
      {children}
    </div>
  );
}
