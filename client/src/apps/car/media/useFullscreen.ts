import { useCallback, useState, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

// Some browsers (iPhone Safari) cannot show an element full screen: they get no button.
const isSupported = () =>
  document.fullscreenEnabled === true &&
  typeof HTMLElement.prototype.requestFullscreen === 'function';
const fullscreenElement = () => document.fullscreenElement ?? null;
// The server knows nothing of the browser: it renders without full screen.
const onServer = () => false;
const noElementOnServer = () => null;

/**
 * The Fullscreen API for one element: pass `target` as its ref. `active` follows the browser, so
 * leaving full screen with Escape updates it too.
 */
export function useFullscreen<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const supported = useSyncExternalStore(subscribe, isSupported, onServer);
  const current = useSyncExternalStore(subscribe, fullscreenElement, noElementOnServer);
  const active = element !== null && current === element;

  const toggle = useCallback(() => {
    if (!element) return;
    const change = active ? document.exitFullscreen() : element.requestFullscreen();
    change.catch((error: unknown) => console.warn('360° view: full screen refused', error));
  }, [element, active]);

  return { target: setElement, supported, active, toggle };
}
