import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { GalleryIcon } from './GalleryIcon';
import type { GallerySlide } from './gallery-slides';
import { GallerySlider } from './GallerySlider';
import './fullscreen-gallery.css';

/**
 * The full-screen viewer (a Radix Dialog the gallery opens): a large slider on the same slide
 * index as the page's, with its own arrows and a close button. Radix closes it on Escape; focus
 * returns to the button that opened it. It renders only while open.
 */
export function FullscreenGallery({
  open,
  onOpenChange,
  returnFocusTo,
  slides,
  index,
  onIndexChange,
  title,
  videoTitle,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  slides: GallerySlide[];
  index: number;
  onIndexChange: (index: number) => void;
  title: string;
  videoTitle: string;
}) {
  return (
    // Rendered in place (no portal) so it stays inside the 360 viewer when that is full screen.
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Overlay className="fullscreen-gallery__overlay" />
      <Dialog.Content
        className="fullscreen-gallery"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // The open button is not a Radix trigger, so Radix cannot find it by itself.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
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
    </Dialog.Root>
  );
}
