import * as Dialog from '@radix-ui/react-dialog';
import { GalleryIcon } from './GalleryIcon';
import type { GallerySlide } from './gallery-slides';
import { GallerySlider } from './GallerySlider';
import './fullscreen-gallery.css';

/**
 * The full-screen viewer's content, for a Radix Dialog root the gallery holds: a large slider
 * on the same slide index as the page's, with its own arrows and a close button. Radix closes it
 * on Escape and returns focus to the button that opened it; it renders only while open.
 */
export function FullscreenGallery({
  slides,
  index,
  onIndexChange,
  title,
  videoTitle,
}: {
  slides: GallerySlide[];
  index: number;
  onIndexChange: (index: number) => void;
  title: string;
  videoTitle: string;
}) {
  return (
    // Rendered in place (no portal) so it stays inside the 360 viewer when that is full screen.
    <>
      <Dialog.Overlay className="fullscreen-gallery__overlay" />
      <Dialog.Content className="fullscreen-gallery" aria-describedby={undefined}>
        <Dialog.Title className="visually-hidden">{title}</Dialog.Title>
        {/* First in the dialog, so Radix focuses the slider and the arrow keys work at once. */}
        <GallerySlider
          slides={slides}
          index={index}
          onIndexChange={onIndexChange}
          label={title}
          videoTitle={videoTitle}
          variant="fullscreen"
        />
        <Dialog.Close
          className="gallery-button fullscreen-gallery__close"
          aria-label="Close full screen"
        >
          <GalleryIcon name="close" />
        </Dialog.Close>
      </Dialog.Content>
    </>
  );
}
