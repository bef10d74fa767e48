/** The browser's task scheduler, where it has one (Chromium). */
interface TaskScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task: what follows runs in a new one, after the browser has had the chance to
 * paint and to handle a tap. `scheduler.yield` where the browser has it (the rest keeps its place
 * ahead of other work), otherwise a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
