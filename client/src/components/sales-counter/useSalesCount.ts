import {
  SALES_COUNTER_COUNT_UP_MS,
  SALES_COUNTER_REFRESH_MS,
  salesThisMonth,
  type SalesCountRule,
} from '@forecourt/schema/sales-counter/sales-count';
import { useEffect, useRef, useState } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;

/** Fast at first, settling on the figure: reads as counting up rather than a slow crawl. */
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

export interface SalesCount {
  /** What the banner shows now: the server's figure, then each frame of a count-up. */
  shown: number;
  /** The latest figure computed, which a screen reader is told (never the frames between). */
  settled: number;
}

/**
 * The counter's figure: the server's `count` (computed at `computedAt`) until the browser takes
 * over, so the hydrated page shows what the server rendered. Then the same shared rule runs every
 * 150 s (spec 2 §4) and the figure counts up to the new one over 2 s, one step per animation
 * frame; a shopper who asks for reduced motion sees it change at once. A page older than one
 * refresh (restored from the back-forward cache, say) catches up as soon as it is interactive.
 */
export function useSalesCount(
  initial: { count: number; computedAt: string },
  salesPerDay: number,
  secondsPerSale: number,
): SalesCount {
  const [count, setCount] = useState<SalesCount>({
    shown: initial.count,
    settled: initial.count,
  });
  const shownRef = useRef(initial.count);
  const { computedAt } = initial;

  useEffect(() => {
    const rule: SalesCountRule = { salesPerDay, secondsPerSale };
    let frame: number | null = null;

    const show = (shown: number, settled: number) => {
      shownRef.current = shown;
      setCount({ shown, settled });
    };

    const recompute = () => {
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
      const from = shownRef.current;
      const to = salesThisMonth(new Date(), rule);
      // A new month starts again from 0: a count "up" to a smaller figure would read as wrong.
      if (to <= from || prefersReducedMotion()) {
        show(to, to);
        return;
      }
      // The status says the new figure now; the drawn one counts up to it.
      show(from, to);
      let start: number | null = null;
      const step = (time: number) => {
        start ??= time;
        const progress = Math.min(1, (time - start) / SALES_COUNTER_COUNT_UP_MS);
        show(from + Math.floor((to - from) * easeOutCubic(progress)), to);
        frame = progress < 1 ? requestAnimationFrame(step) : null;
      };
      frame = requestAnimationFrame(step);
    };

    if (Date.now() - Date.parse(computedAt) >= SALES_COUNTER_REFRESH_MS) recompute();
    const timer = setInterval(recompute, SALES_COUNTER_REFRESH_MS);
    return () => {
      clearInterval(timer);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [computedAt, salesPerDay, secondsPerSale]);

  return count;
}
