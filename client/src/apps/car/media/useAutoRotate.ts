import { useEffect } from 'react';
import { AUTO_ROTATE_INTERVAL_MS } from './spin-frames';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Calls `advance` every AUTO_ROTATE_INTERVAL_MS while `enabled`. Shoppers who ask their system
 * for reduced motion get a still spin they turn themselves.
 */
export function useAutoRotate(enabled: boolean, advance: () => void): void {
  useEffect(() => {
    if (!enabled || prefersReducedMotion()) return;
    const timer = setInterval(advance, AUTO_ROTATE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled, advance]);
}
