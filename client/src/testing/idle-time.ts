import { vi } from 'vitest';

/**
 * Holds the browser's idle callbacks until the test lets them run: stands in for
 * requestIdleCallback for the current test (undo with vi.unstubAllGlobals, after unmounting).
 * Returns a function that runs the callbacks waiting so far.
 */
export function holdIdleTime(): () => void {
  const waiting: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting.push(callback);
    return waiting.length;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    waiting[handle - 1] = () => undefined;
  });
  return () => waiting.splice(0).forEach((callback) => callback({} as IdleDeadline));
}
