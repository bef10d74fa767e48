/** Test data for the gallery: photos as the image URL builder serves them, and videos. */

export const CAR_NAME = '2021 Toyota Hilux SR5';

const photoUrl = (n: number, width: number) => `https://img.example/hilux-${n}.jpg?w=${width}&q=75`;

const WIDTHS = [320, 640, 960, 1280, 1920];

export const photo = (n: number) => ({
  src: photoUrl(n, 1280),
  srcSet: WIDTHS.map((width) => `${photoUrl(n, width)} ${width}w`).join(', '),
  thumbUrl: photoUrl(n, 320),
  width: 1600,
  height: 1200,
  alt: `${CAR_NAME}, photo ${n}`,
});

/** Photos 1 to `count`. */
export const photos = (count: number) => Array.from({ length: count }, (_, i) => photo(i + 1));

export const EMBED_VIDEO = { url: 'https://www.youtube.com/embed/abc123', embed: true };
export const FILE_VIDEO = { url: 'https://cdn.example/hilux-walkaround.mp4', embed: false };

export interface GalleryCar {
  name: string;
  status: 'IN_STOCK' | 'COMING_SOON' | 'SOLD';
  images: (Omit<ReturnType<typeof photo>, 'srcSet'> & { srcSet: string | null })[];
  video: { url: string; embed: boolean } | null;
}

export const galleryCar = (car: Partial<GalleryCar> = {}): GalleryCar => ({
  name: CAR_NAME,
  status: 'IN_STOCK',
  images: photos(5),
  video: null,
  ...car,
});

/** The slide on show: the others are inert, out of reach of pointer, keyboard and screen reader. */
export const currentSlide = (root: ParentNode = document) => {
  const shown = root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]:not([inert])');
  if (shown.length !== 1) throw new Error(`Expected one slide on show, found ${shown.length}`);
  return shown[0]!;
};
