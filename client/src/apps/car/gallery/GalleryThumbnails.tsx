import { useEffect, useRef } from 'react';
import { GalleryImage } from './GalleryImage';
import type { GalleryPhoto } from './gallery-slides';
import './gallery-thumbnails.css';
import { useThumbnailsInReach } from './thumbnails-in-reach';

/** Thumbnails are served 200 px wide by the image URL builder, in the photo's proportions. */
const THUMB_WIDTH = 200;
const thumbHeight = ({ width, height }: GalleryPhoto) =>
  width > 0 ? Math.round((THUMB_WIDTH * height) / width) : Math.round((THUMB_WIDTH * 3) / 4);

/** A row of photo thumbnails; choosing one shows that photo, and the shown one is marked. */
export function GalleryThumbnails({
  photos,
  currentPhotoIndex,
  onSelect,
}: {
  photos: GalleryPhoto[];
  /** The photo on show, or null while the video is. */
  currentPhotoIndex: number | null;
  onSelect: (photoIndex: number) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const shownRef = useRef(currentPhotoIndex);
  const inReach = useThumbnailsInReach(listRef, photos.length);

  // Keep the current thumbnail in view as the slider moves; scrolls the row only, never the page.
  useEffect(() => {
    if (shownRef.current === currentPhotoIndex) return;
    shownRef.current = currentPhotoIndex;
    const list = listRef.current;
    const thumb = currentPhotoIndex === null ? null : list?.children[currentPhotoIndex];
    if (!list || !(thumb instanceof HTMLElement)) return;
    const start = thumb.offsetLeft;
    const end = start + thumb.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [currentPhotoIndex]);

  return (
    <ul className="gallery-thumbnails" ref={listRef} aria-label="Photos">
      {photos.map((photo, photoIndex) => (
        <li key={`${photoIndex}-${photo.thumbSrc}`} className="gallery-thumbnails__item">
          <button
            type="button"
            className="gallery-thumbnails__button"
            aria-label={`Show photo ${photoIndex + 1}`}
            aria-current={photoIndex === currentPhotoIndex ? 'true' : undefined}
            onClick={() => onSelect(photoIndex)}
          >
            {photoIndex < inReach && (
              <GalleryImage
                className="gallery-thumbnails__image"
                src={photo.thumbSrc}
                width={THUMB_WIDTH}
                height={thumbHeight(photo)}
                alt=""
                afterMainPhoto
              />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
