/** A spin frame as the viewer shows it: its address, and a srcset where it is served resized. */
export interface SpinFrameImage {
  readonly src: string;
  /** None for a drawn frame (SVG), which scales itself. */
  readonly srcSet?: string | null | undefined;
}

/**
 * The width the spin's frames take on the page, for the browser to pick from their srcset: the
 * spin sits where the gallery does, two thirds of the page (at most 800 px) from 960 px up.
 * It stays the same in full screen on purpose: every frame is loaded before the spin turns, and
 * a larger size there would make the browser fetch every frame again mid-turn.
 */
export const SPIN_FRAME_SIZES = '(min-width: 960px) min(66vw, 800px), 100vw';

/** The srcset and sizes attributes of a frame's <img>, or none for a frame that scales itself. */
export function spinFrameSources(srcSet: SpinFrameImage['srcSet']): {
  srcSet?: string;
  sizes?: string;
} {
  return srcSet ? { srcSet, sizes: SPIN_FRAME_SIZES } : {};
}
