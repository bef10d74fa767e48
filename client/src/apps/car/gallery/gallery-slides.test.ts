import { describe, expect, it } from 'vitest';
import {
  gallerySlides,
  showsThumbnails,
  slideIndexOfPhoto,
  type GalleryPhoto,
} from './gallery-slides';

const photo = (n: number): GalleryPhoto => ({
  src: `https://img.example/${n}.jpg`,
  srcSet: '',
  thumbSrc: `https://img.example/${n}-thumb.jpg`,
  width: 800,
  height: 600,
  alt: `Photo ${n}`,
});
const VIDEO = { url: 'https://cdn.example/walkaround.mp4', embed: false };
const kinds = (photoCount: number, video: typeof VIDEO | null) =>
  gallerySlides(
    Array.from({ length: photoCount }, (_, i) => photo(i + 1)),
    video,
  ).map((slide) => (slide.kind === 'photo' ? slide.photo.alt : 'video'));

describe('gallerySlides', () => {
  it('puts the video second', () => {
    expect(kinds(3, VIDEO)).toEqual(['Photo 1', 'video', 'Photo 2', 'Photo 3']);
  });

  it('keeps the photos alone without a video', () => {
    expect(kinds(2, null)).toEqual(['Photo 1', 'Photo 2']);
  });

  it('shows the video alone without photos', () => {
    expect(kinds(0, VIDEO)).toEqual(['video']);
    expect(kinds(0, null)).toEqual([]);
  });

  it('finds a photo’s slide past the video', () => {
    const slides = gallerySlides([photo(1), photo(2), photo(3)], VIDEO);
    expect(slideIndexOfPhoto(slides, 0)).toBe(0);
    expect(slideIndexOfPhoto(slides, 1)).toBe(2);
  });
});

describe('showsThumbnails', () => {
  it('needs more than 3 photos of a car in stock', () => {
    expect(showsThumbnails(3, true)).toBe(false);
    expect(showsThumbnails(4, true)).toBe(true);
    expect(showsThumbnails(4, false)).toBe(false);
  });
});
