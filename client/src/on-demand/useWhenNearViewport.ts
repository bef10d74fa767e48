import { useEffect, type RefObject } from 'react';

/** Spec 2 §4: a lazily loaded strip starts loading when it comes within 500 px of view. */
export const NEAR_VIEWPORT_MARGIN_PX = 500;

/**
 * Calls `onNear` once, when the element comes within `marginPx` (NEAR_VIEWPORT_MARGIN_PX unless
 * told) of the viewport; pass null to stop watching. A browser without IntersectionObserver calls
 * it at once, so it loads the content rather than never showing it.
 */
export function useWhenNearViewport(
  ref: RefObject<Element | null>,
  onNear: (() => void) | null,
  marginPx = NEAR_VIEWPORT_MARGIN_PX,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!onNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onNear, marginPx]);
}
