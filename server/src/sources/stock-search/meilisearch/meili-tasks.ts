import type { EnqueuedTask, Meilisearch, Task } from 'meilisearch';

/**
 * How long to wait for one task. Indexing a large site's batch, or a settings change that makes the
 * server re-index every site, can take minutes.
 */
export const TASK_TIMEOUT_MS = 10 * 60_000;
const POLL_INTERVAL_MS = 100;

/**
 * Waits for an enqueued task and throws unless it succeeded: the client resolves failed tasks as
 * values, which would otherwise pass silently.
 */
export async function waitForSuccess(
  client: Meilisearch,
  task: EnqueuedTask,
  what: string,
): Promise<Task> {
  const done = await client.tasks.waitForTask(task.taskUid, {
    timeout: TASK_TIMEOUT_MS,
    interval: POLL_INTERVAL_MS,
  });
  if (done.status !== 'succeeded') {
    const reason = done.error ? `${done.error.code}: ${done.error.message}` : 'no error given';
    throw new Error(`${what}: Meilisearch task ${done.uid} ${done.status} (${reason})`);
  }
  return done;
}
