import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CarGallery_car$key } from '../../../__generated__/CarGallery_car.graphql';
import { onDemandModule } from '../../../on-demand/on-demand-module';
import { useOnDemandModule } from '../../../on-demand/useOnDemandModule';
import { GalleryIcon } from './GalleryIcon';
import { GallerySlider } from './GallerySlider';
import { GalleryThumbnails } from './GalleryThumbnails';
import {
  gallerySlides,
  showsThumbnails,
  slideIndexOfPhoto,
  type GalleryPhoto,
} from './gallery-slides';
import './car-gallery.css';

/**
 * The full-screen viewer's code (Radix Dialog) is split off on purpose: it loads when a shopper
 * first opens it, not with every vehicle page.
 */
export const fullscreenGallery = onDemandModule(() => import('./FullscreenGallery'));

/**
 * The vehicle's photos and video (spec 1 §2, §4): a slider with the video second, thumbnails
 * for a car in stock with more than 3 photos, and a full-screen viewer. Without photos or video
 * a same-sized box says photos are coming.
 */
export function CarGallery({ car }: { car: CarGallery_car$key }) {
  const data = useFragment(
    graphql`
      fragment CarGallery_car on Car {
        name
        status
        images {
          # srcSet: every width the server resizes the photo to (null for a drawn photo, which
          # scales itself); src: the fallback where srcset is not read.
          src: url(width: 1280)
          srcSet
          thumbUrl
          width
          height
          alt
        }
        video {
          url
          embed
        }
      }
    `,
    car,
  );
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const viewer = useOnDemandModule(fullscreenGallery, fullscreen);
  const openButtonRef = useRef<HTMLButtonElement>(null);

  const photos: GalleryPhoto[] = data.images.map((image) => ({
    src: image.src,
    srcSet: image.srcSet ?? undefined,
    thumbSrc: image.thumbUrl,
    width: image.width,
    height: image.height,
    alt: image.alt,
  }));
  const video = data.video ? { url: data.video.url, embed: data.video.embed } : null;
  const slides = gallerySlides(photos, video);
  const title = `Photos of ${data.name}`;
  const videoTitle = `Video of ${data.name}`;

  if (slides.length === 0) {
    return (
      <div className="car-gallery">
        <div className="car-gallery__placeholder">Photos coming soon</div>
      </div>
    );
  }

  // The index may outlive a change of slides (new data): never point past the last one.
  const shown = Math.min(index, slides.length - 1);
  const current = slides[shown];
  return (
    <div className="car-gallery">
      <GallerySlider
        slides={slides}
        index={shown}
        onIndexChange={setIndex}
        label={title}
        videoTitle={videoTitle}
        variant="inline"
      >
        <button
          ref={openButtonRef}
          type="button"
          className="gallery-button car-gallery__fullscreen"
          aria-label="View full screen"
          aria-haspopup="dialog"
          aria-expanded={fullscreen && viewer !== undefined}
          onClick={() => setFullscreen(true)}
        >
          <GalleryIcon name="expand" />
        </button>
      </GallerySlider>
      {/* Outside the slider, so its keys do not also reach the page's slider. */}
      {viewer && (
        <viewer.FullscreenGallery
          open={fullscreen}
          onOpenChange={setFullscreen}
          returnFocusTo={openButtonRef}
          slides={slides}
          index={shown}
          onIndexChange={setIndex}
          title={title}
          videoTitle={videoTitle}
        />
      )}
      {showsThumbnails(photos.length, data.status === 'IN_STOCK') && (
        <GalleryThumbnails
          photos={photos}
          currentPhotoIndex={current?.kind === 'photo' ? current.photoIndex : null}
          onSelect={(photoIndex) => setIndex(slideIndexOfPhoto(slides, photoIndex))}
        />
      )}
    </div>
  );
}
