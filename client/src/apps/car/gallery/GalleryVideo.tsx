import { useEffect, useRef, useState } from 'react';
import type { GalleryVideo as GalleryVideoData } from './gallery-slides';

/**
 * The car's video in a 16:9 box: a player page in a frame, or a video file with the browser's
 * controls that downloads nothing until played. The frame is not in the page until its slide is
 * first shown: a player page loads its own scripts, cookies and trackers, which a shopper who
 * never opens the video should not pay for (the slides sit side by side, so the browser's lazy
 * loading alone would still load it). Once shown it stays, so coming back does not reload it.
 */
export function GalleryVideo({
  video,
  title,
  active,
}: {
  video: GalleryVideoData;
  title: string;
  /** The video's slide is the one on show; leaving it pauses a playing file. */
  active: boolean;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [shown, setShown] = useState(active);
  // Derived from the props during render, as React recommends for state that follows a prop.
  if (active && !shown) setShown(true);

  useEffect(() => {
    const player = videoRef.current;
    if (!active && player && !player.paused) player.pause();
  }, [active]);

  return (
    <div className="gallery-video">
      {video.embed ? (
        shown && (
          <iframe
            className="gallery-video__player"
            src={video.url}
            title={title}
            loading="lazy"
            // `allow` supersedes the old allowfullscreen attribute, and browsers warn when both are set.
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          />
        )
      ) : (
        <video
          ref={videoRef}
          className="gallery-video__player"
          src={video.url}
          aria-label={title}
          controls
          preload="none"
          playsInline
        />
      )}
    </div>
  );
}
