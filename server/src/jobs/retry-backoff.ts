/**
 * When a failed background job (a lead delivery, an alert e-mail) is tried again: exponential
 * back-off with jitter, capped, until its last attempt, after which it is given up.
 */

export interface RetryPolicy {
  baseMs: number;
  capMs: number;
}

/** First retry after about 30 s, then doubling: 8 attempts span about an hour. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, capMs: 30 * 60_000 };

/**
 * Wait before the attempt after `attempt` (1 = after the first): base × 2^(attempt − 1), capped,
 * then between half and all of that at random, so jobs that failed together (a receiver's
 * outage) do not all come back at the same instant.
 */
export function retryDelayMs(
  attempt: number,
  { baseMs, capMs }: RetryPolicy,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** When to try again after attempt `attempt` failed at `failedAt`; null: it was the last. */
export function nextAttemptAt(
  failedAt: Date,
  attempt: number,
  maxAttempts: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): Date | null {
  if (attempt >= maxAttempts) return null;
  return new Date(failedAt.getTime() + retryDelayMs(attempt, policy, random));
}

/**
 * How long after its first attempt a job's last attempt comes, when every attempt up to
 * `maxAttempts` fails: the sum of the waits between them, each as `random` draws it (`() => 0` for
 * the shortest span the jitter allows, `() => 1` for the longest).
 */
export function retrySpanMs(
  maxAttempts: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  let span = 0;
  for (let attempt = 1; attempt < maxAttempts; attempt++) {
    span += retryDelayMs(attempt, policy, random);
  }
  return span;
}
