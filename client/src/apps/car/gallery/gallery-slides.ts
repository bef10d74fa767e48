/** A photo as the gallery shows it: a sized image with its responsive sources and thumbnail. */
export interface GalleryPhoto {
  src: string;
  /** The served widths; absent for a drawn photo, which scales itself. */
  srcSet?: string | undefined;
  thumbSrc: string;
  width: number;
  height: number;
  alt: string;
}

export interface GalleryVideo {
  url: string;
  /** A player page shown in a frame; otherwise a video file. */
  embed: boolean;
}

export type GallerySlide =
  | { kind: 'photo'; key: string; photo: GalleryPhoto; photoIndex: number }
  | { kind: 'video'; key: string; video: GalleryVideo };

/** Spec 1 §2: the video is the gallery's second slide. */
export const VIDEO_SLIDE_INDEX = 1;

/** Spec 1 §4, §9: thumbnails need more than 3 images. */
export const THUMBNAILS_MIN_PHOTOS = 3;

/** The slides in order: the photos, with the video (if any) second, or alone without photos. */
export function gallerySlides(photos: GalleryPhoto[], video: GalleryVideo | null): GallerySlide[] {
  const slides: GallerySlide[] = photos.map((photo, photoIndex) => ({
    kind: 'photo',
    key: `photo-${photoIndex}`,
    photo,
    photoIndex,
  }));
  if (video) {
    slides.splice(Math.min(VIDEO_SLIDE_INDEX, slides.length), 0, {
      kind: 'video',
      key: 'video',
      video,
    });
  }
  return slides;
}

/** Spec 1 §4: thumbnails show only for a car in stock with more than 3 images. */
export function showsThumbnails(photoCount: number, inStock: boolean): boolean {
  return inStock && photoCount > THUMBNAILS_MIN_PHOTOS;
}

/** Where a photo sits among the slides (the video shifts the photos after it). */
export function slideIndexOfPhoto(slides: GallerySlide[], photoIndex: number): number {
  return slides.findIndex((slide) => slide.kind === 'photo' && slide.photoIndex === photoIndex);
}
