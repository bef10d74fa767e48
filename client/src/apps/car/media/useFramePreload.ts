import { startTransition, useEffect, useEffectEvent, useState } from 'react';
import { whenBrowserIdle } from '../../../on-demand/when-browser-idle';
import { spinFrameSources, type SpinFrameImage } from './spin-frame-image';

export interface FramePreload {
  /** Frames loaded so far. */
  loaded: number;
  /** Every frame loaded: the spin can turn without gaps. */
  ready: boolean;
}

/**
 * Loads every frame of a spin into the browser's cache (spec 1 §4: the spin shows only once all
 * frames loaded). A frame that fails is logged and reported once; the shopper sees no error.
 * Runs in an effect, so the server renders the loading state and hydration matches it; and only
 * once the browser is idle, so dozens of frames neither compete with the page's own loading nor
 * interrupt it. Progress is a transition: frames arriving together make one render. Each frame
 * is loaded with the srcset and sizes its <img> shows it with, so the browser picks the same
 * width for both and the turning spin finds every frame in its cache.
 */
export function useFramePreload(
  frames: readonly SpinFrameImage[],
  onError: (src: string) => void,
): FramePreload {
  const [loaded, setLoaded] = useState(0);
  const reportError = useEffectEvent(onError);

  useEffect(() => {
    let settled = false;
    let images: HTMLImageElement[] = [];
    const load = () => {
      images = frames.map((frame) => {
        const { src } = frame;
        const image = new Image();
        image.onload = () => {
          if (!settled) startTransition(() => setLoaded((count) => count + 1));
        };
        image.onerror = () => {
          if (settled) return;
          settled = true;
          console.warn(`360° view: frame ${src} failed to load`);
          reportError(src);
        };
        const { srcSet, sizes } = spinFrameSources(frame.srcSet);
        // srcset and sizes before src, so no browser starts fetching the bare src first.
        if (sizes !== undefined) image.sizes = sizes;
        if (srcSet !== undefined) image.srcset = srcSet;
        image.src = src;
        return image;
      });
    };
    const cancelLoad = whenBrowserIdle(load);
    return () => {
      cancelLoad();
      settled = true;
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [frames]);

  return { loaded: Math.min(loaded, frames.length), ready: loaded >= frames.length };
}
