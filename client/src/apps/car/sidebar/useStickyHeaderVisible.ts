import { useEffect, useState } from 'react';

/** Spec 1 §9: the sticky header appears once the page has scrolled this far. */
export const STICKY_HEADER_SCROLL_PX = 500;
/** Spec 1 §9 / spec 2 §9: on small screens it is a bottom bar that appears later. */
export const STICKY_BAR_SMALL_SCREEN_SCROLL_PX = 900;
/** Must match the small-screen media query of sticky-car-header.css. */
export const SMALL_SCREEN_MEDIA_QUERY = '(max-width: 767px)';

/**
 * Whether the sticky header shows: false on the server and at first render, so the hydrated
 * HTML matches; then follows the scroll position, at most once per animation frame.
 */
export function useStickyHeaderVisible(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Guarded because some test environments have no matchMedia; every browser has it.
    const smallScreen =
      typeof window.matchMedia === 'function' ? window.matchMedia(SMALL_SCREEN_MEDIA_QUERY) : null;
    let frame = 0;
    const update = () => {
      frame = 0;
      const threshold = smallScreen?.matches
        ? STICKY_BAR_SMALL_SCREEN_SCROLL_PX
        : STICKY_HEADER_SCROLL_PX;
      setVisible(window.scrollY >= threshold);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    // A reload or back navigation may open the page already scrolled.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    smallScreen?.addEventListener('change', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      smallScreen?.removeEventListener('change', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  return visible;
}
