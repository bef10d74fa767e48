import { useEffect, useRef } from 'react';
import type { GalleryVideo as GalleryVideoData } from './gallery-slides';

/**
 * The car's video in a 16:9 box: a player page in a frame, or a video file with the browser's
 * controls that downloads nothing until played.
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

  useEffect(() => {
    const player = videoRef.current;
    if (!active && player && !player.paused) player.pause();
  }, [active]);

  return (
    <div className="gallery-video">
      {video.embed ? (
        <iframe
          className="gallery-video__player"
          src={video.url}
          title={title}
          loading="lazy"
          // `allow` supersedes the old allowfullscreen attribute, and browsers warn when both are set.
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        />
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
