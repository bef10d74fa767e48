import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * Thumbnails given their photos in the server's HTML: as many as the row shows on the widest
 * gallery (at most 800 px of 88 px thumbnails and their gaps), so no screen's first view waits
 * for the page's scripts to fill a visible one.
 */
export const THUMBNAILS_AT_FIRST = 9;

/** Whether the browser has IntersectionObserver never changes: nothing to subscribe to. */
const unchanging = () => () => undefined;
/** The browser cannot tell when a thumbnail comes near; the server's HTML is rendered as if it can. */
const observerMissing = () => typeof IntersectionObserver === 'undefined';
const observerMissingOnServer = () => false;

/**
 * How many thumbnails, from the first, have their photos: those the server gives, then, as the
 * row scrolls (by the shopper or to follow the slider), every one up to half the row's width past
 * its visible end. The browser's own lazy loading would load the whole row with the page: it
 * takes every image within about 1,250–2,500 px of the screen, and a row of 20 thumbnails is
 * narrower. A browser without IntersectionObserver gets them all once the page hydrates.
 */
export function useThumbnailsInReach(
  listRef: RefObject<HTMLElement | null>,
  count: number,
): number {
  const [inReach, setInReach] = useState(Math.min(count, THUMBNAILS_AT_FIRST));
  const everyOne = useSyncExternalStore(unchanging, observerMissing, observerMissingOnServer);
  useEffect(() => {
    const list = listRef.current;
    if (!list || everyOne || inReach >= count) return;
    const items = [...list.children];
    const observer = new IntersectionObserver(
      (entries) => {
        const counts = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => items.indexOf(entry.target) + 1);
        if (counts.length > 0) setInReach((was) => Math.max(was, ...counts));
      },
      { root: list, rootMargin: '0px 50% 0px 0px' },
    );
    for (const item of items.slice(inReach)) observer.observe(item);
    return () => observer.disconnect();
  }, [listRef, count, inReach, everyOne]);
  return everyOne ? count : inReach;
}
