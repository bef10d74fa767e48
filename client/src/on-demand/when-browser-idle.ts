/** The longest a task waits for idle time when the main thread stays busy. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the browser has idle time (at the latest after `timeoutMs`), so work a
 * shopper does not need yet stays out of the page's loading; returns a cancel function.
 * Safari has no requestIdleCallback: a zero-delay timer stands in there.
 */
export function whenBrowserIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 0);
  return () => window.clearTimeout(timer);
}
