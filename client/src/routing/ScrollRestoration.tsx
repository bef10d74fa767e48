import { useEffect, useLayoutEffect } from 'react';
import { useRouterContext } from './router-context';
import type { BrowserRouter } from './create-router';
import { browserStorage, readStoredJson, writeStoredJson } from '../storage/browser-storage';
import { scrollKeyOf } from './scroll-key';

const STORAGE_KEY = 'forecourt:scroll-positions';

/** The browser's own useLayoutEffect; on the server (no effects run there) a no-op stand-in. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const hasScrollPositions = (router: object): router is BrowserRouter => 'scrollPositions' in router;

function readStoredPositions(): [string, number][] {
  const stored = readStoredJson(browserStorage('session'), STORAGE_KEY);
  return Array.isArray(stored) ? (stored as [string, number][]) : [];
}

/**
 * Where each page opens: back and forward return to where the shopper was on that entry (also
 * after a reload), a link to `#id` scrolls to that element, a new page starts at the top unless
 * its navigation kept the position (a refinement of the search results).
 */
export function ScrollRestoration() {
  const { router, state } = useRouterContext();
  const { location, action, preventScrollReset } = state;

  useBrowserLayoutEffect(() => {
    if (!hasScrollPositions(router)) return;
    window.history.scrollRestoration = 'manual';
    for (const [key, y] of readStoredPositions()) {
      if (!router.scrollPositions.has(key)) router.scrollPositions.set(key, y);
    }
    const persist = () => {
      router.rememberScroll();
      writeStoredJson(browserStorage('session'), STORAGE_KEY, [...router.scrollPositions]);
    };
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, [router]);

  useBrowserLayoutEffect(() => {
    if (!hasScrollPositions(router)) return;
    const saved = router.scrollPositions.get(scrollKeyOf(location));
    if (action === 'POP') {
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else if (!preventScrollReset) window.scrollTo(0, 0);
  }, [router, location, action, preventScrollReset]);

  return null;
}
