import { useEffect, useEffectEvent, useState } from 'react';

export interface FramePreload {
  /** Frames loaded so far. */
  loaded: number;
  /** Every frame loaded: the spin can turn without gaps. */
  ready: boolean;
}

/**
 * Loads every frame of a spin into the browser's cache (spec 1 §4: the spin shows only once all
 * frames loaded). A frame that fails is logged and reported once; the shopper sees no error.
 * Runs in an effect, so the server renders the loading state and hydration matches it.
 */
export function useFramePreload(
  frames: readonly string[],
  onError: (src: string) => void,
): FramePreload {
  const [loaded, setLoaded] = useState(0);
  const reportError = useEffectEvent(onError);

  useEffect(() => {
    let settled = false;
    const images = frames.map((src) => {
      const image = new Image();
      image.onload = () => {
        if (!settled) setLoaded((count) => count + 1);
      };
      image.onerror = () => {
        if (settled) return;
        settled = true;
        console.warn(`360° view: frame ${src} failed to load`);
        reportError(src);
      };
      image.src = src;
      return image;
    });
    return () => {
      settled = true;
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [frames]);

  return { loaded: Math.min(loaded, frames.length), ready: loaded >= frames.length };
}
