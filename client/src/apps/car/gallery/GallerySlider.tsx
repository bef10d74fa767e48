import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useEmblaCarousel } from '../../../ui/carousel/useEmblaCarousel';
import { GalleryIcon } from './GalleryIcon';
import { GalleryImage } from './GalleryImage';
import type { GallerySlide } from './gallery-slides';
import { GalleryVideo } from './GalleryVideo';
import './gallery-slider.css';
import { useSlidesInReach } from './slides-in-reach';

/** Widths the photo's sources are offered in, as the browser picks from `srcSet`. */
const SIZES = {
  // From 960 px the page gives the gallery two thirds of its (at most 1200 px) width.
  inline: '(min-width: 960px) min(66vw, 800px), 100vw',
  fullscreen: '100vw',
} as const;

/**
 * A slider of photos and video: swipe or drag, previous / next arrows that stop at the ends,
 * arrow keys while it has focus, and a "3 / 12" counter. Slides off screen are inert, so
 * neither tabbing nor a screen reader lands in a hidden slide.
 */
export function GallerySlider({
  slides,
  index,
  onIndexChange,
  label,
  videoTitle,
  variant,
  children,
}: {
  slides: GallerySlide[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Names the carousel for assistive technology, e.g. "Photos of 2021 Toyota Hilux". */
  label: string;
  videoTitle: string;
  /** Inline on the page (its first photo is the page's largest paint) or in the full-screen viewer. */
  variant: keyof typeof SIZES;
  /** Extra controls over the slides, e.g. the full-screen button. */
  children?: ReactNode;
}) {
  // Swiping starts when the browser is idle, or as soon as the shopper reaches for the slider;
  // until then the arrows, counter and thumbnails move the slides alone.
  const viewportRef = useRef<HTMLDivElement>(null);
  const { start, live: swipeable } = useEmblaCarousel(viewportRef, index, onIndexChange, undefined);
  const inReach = useSlidesInReach(index);
  const last = slides.length - 1;
  const goTo = (target: number) => {
    if (target >= 0 && target <= last && target !== index) onIndexChange(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A video's own controls use the arrow keys to seek.
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowLeft') goTo(index - 1);
    else if (event.key === 'ArrowRight') goTo(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      className={`gallery-slider gallery-slider--${variant}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      // Reaching for the slider starts swiping at once, without waiting for idle time.
      onPointerEnter={start}
      onPointerDown={start}
      onFocus={start}
      data-swipeable={swipeable || undefined}
    >
      <div className="gallery-slider__viewport" ref={viewportRef}>
        <div className="gallery-slider__track">
          {slides.map((slide, position) => (
            <div
              key={slide.key}
              className={`gallery-slider__slide gallery-slider__slide--${slide.kind}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${slides.length}`}
              inert={position !== index}
            >
              {slide.kind === 'photo' ? (
                inReach(position) && (
                  <GalleryImage
                    className="gallery-slider__photo"
                    src={slide.photo.src}
                    srcSet={slide.photo.srcSet}
                    sizes={SIZES[variant]}
                    width={slide.photo.width}
                    height={slide.photo.height}
                    alt={slide.photo.alt}
                    priority={variant === 'inline' && position === 0}
                    afterMainPhoto={variant === 'inline' && position > 0}
                  />
                )
              ) : (
                <GalleryVideo video={slide.video} title={videoTitle} active={position === index} />
              )}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <>
          <button
            type="button"
            className="gallery-button gallery-slider__arrow gallery-slider__arrow--previous"
            aria-label="Previous slide"
            disabled={index === 0}
            onClick={() => goTo(index - 1)}
          >
            <GalleryIcon name="previous" />
          </button>
          <button
            type="button"
            className="gallery-button gallery-slider__arrow gallery-slider__arrow--next"
            aria-label="Next slide"
            disabled={index === last}
            onClick={() => goTo(index + 1)}
          >
            <GalleryIcon name="next" />
          </button>
          <p className="gallery-slider__counter" aria-live="polite">
            {index + 1} / {slides.length}
          </p>
        </>
      )}
      {children}
    </div>
  );
}
