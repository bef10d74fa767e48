import { CarouselIcon } from './CarouselIcon';
import { useCarousel } from './useCarousel';

/** Moves to the next slide; disabled on the last. Hidden until the carousel is live. */
export function CarouselNext({ label = 'Next slide' }: { label?: string }) {
  const { count, canScrollNext, scrollNext } = useCarousel();
  return (
    <button
      type="button"
      className="carousel__arrow carousel__arrow--next"
      aria-label={label}
      disabled={!canScrollNext}
      hidden={count < 2}
      onClick={scrollNext}
    >
      <CarouselIcon name="next" />
    </button>
  );
}
