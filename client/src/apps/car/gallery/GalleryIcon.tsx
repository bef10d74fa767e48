const PATHS = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

/** The gallery's line icons; decorative, as every control carries its own label. */
export function GalleryIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="gallery-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
