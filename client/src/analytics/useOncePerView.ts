import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Runs `record` once for each `key` a mounted component shows (a page view, a vehicle's view), in
 * an effect, so only browsers count (never the server's render, nor a crawler without
 * JavaScript). Once, even where React runs effects twice on purpose (StrictMode in development
 * mounts, unmounts and remounts every component, keeping its refs): the ref remembers what was
 * recorded. A new key (another vehicle in the same page component) or a new mount (the shopper
 * came back to the page) records again.
 */
export function useOncePerView(key: string | null, record: () => void): void {
  const recorded = useRef<string | null>(null);
  // Only a new key records again, not each render's new `record` function.
  const onView = useEffectEvent(record);
  useEffect(() => {
    if (key === null || recorded.current === key) return;
    recorded.current = key;
    onView();
  }, [key]);
}
