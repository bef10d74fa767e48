import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, readStoredText, writeStoredText } from '../../../storage/browser-storage';

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
  return readStoredText(browserStorage('session'), key) ?? null;
}

function writeSession(key: string, value: string): boolean {
  return writeStoredText(browserStorage('session'), key, value);
}
