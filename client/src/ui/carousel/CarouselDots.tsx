import { useCarousel } from './useCarousel';

/** One dot per slide; the selected slide's dot is current. Hidden until the carousel is live. */
export function CarouselDots() {
  const { index, count, scrollTo } = useCarousel();
  return (
    <div className="carousel__dots" hidden={count < 2}>
      {Array.from({ length: count }, (_, position) => (
        <button
          key={position}
          type="button"
          className="carousel__dot"
          aria-label={`Go to slide ${position + 1}`}
          aria-current={position === index || undefined}
          onClick={() => scrollTo(position)}
        />
      ))}
    </div>
  );
}
