import { useCallback, useSyncExternalStore } from 'react';

const DISMISSED = '1';

const listeners = new Set<() => void>();
// Keys dismissed while storage refused to keep them (private windows, storage off): they then
// stay dismissed for the page's lifetime only.
const dismissedInMemory = new Set<string>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the shopper dismissed something during this browser session, kept in sessionStorage
 * under `key`. The server snapshot always says "not dismissed", so server HTML is the same for
 * everyone and hydration matches; the browser's answer applies right after hydrating.
 */
export function useDismissedForSession(key: string): [dismissed: boolean, dismiss: () => void] {
  const dismissed = useSyncExternalStore(
    subscribe,
    () => dismissedInMemory.has(key) || readSession(key) === DISMISSED,
    () => false,
  );

  const dismiss = useCallback(() => {
    if (!writeSession(key, DISMISSED)) dismissedInMemory.add(key);
    listeners.forEach((listener) => listener());
  }, [key]);

  return [dismissed, dismiss];
}

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): boolean {
  try {
    window.sessionStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
