/** Test data for the gallery: photos as the image URL builder serves them, and videos. */

export const CAR_NAME = '2021 Toyota Hilux SR5';

const photoUrl = (n: number, width: number) => `https://img.example/hilux-${n}.jpg?w=${width}&q=75`;

export const photo = (n: number) => ({
  w640: photoUrl(n, 640),
  w1024: photoUrl(n, 1024),
  w1600: photoUrl(n, 1600),
  thumbUrl: photoUrl(n, 200),
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
  images: ReturnType<typeof photo>[];
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
