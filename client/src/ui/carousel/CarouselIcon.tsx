const PATHS = { previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7' } as const;

/** The arrows' chevrons; decorative, as each arrow carries its own label. */
export function CarouselIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="carousel__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
