import { useState } from 'react';

/** The slide shown and one either side: the next swipe, either way, finds its photo there. */
const around = (index: number) => [index - 1, index, index + 1];

/**
 * Which slides' photos the slider loads: those the shopper has been at or beside, kept once
 * loaded so a slide never empties on the way back. The browser's own lazy loading cannot do this:
 * it loads every image within about 1,250–2,500 px of the screen, so a phone would fetch the four
 * slides after the first (each a full-width photo) with the page, for a shopper who may never swipe.
 */
export function useSlidesInReach(index: number): (position: number) => boolean {
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set(around(index)));
  const nearby = around(index);
  if (nearby.some((position) => !reached.has(position))) {
    // Kept from render to render, as React documents for state that follows a prop: React renders
    // again at once with the new set, before anything of this render is shown.
    setReached(new Set([...reached, ...nearby]));
  }
  return (position) => reached.has(position);
}
