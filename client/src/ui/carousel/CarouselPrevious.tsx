import { CarouselIcon } from './CarouselIcon';
import { useCarousel } from './useCarousel';

/** Moves to the previous slide; disabled on the first. Hidden until the carousel is live. */
export function CarouselPrevious({ label = 'Previous slide' }: { label?: string }) {
  const { count, canScrollPrevious, scrollPrevious } = useCarousel();
  return (
    <button
      type="button"
      className="carousel__arrow carousel__arrow--previous"
      aria-label={label}
      disabled={!canScrollPrevious}
      hidden={count < 2}
      onClick={scrollPrevious}
    >
      <CarouselIcon name="previous" />
    </button>
  );
}
