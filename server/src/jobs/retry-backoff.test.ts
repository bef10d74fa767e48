import { describe, expect, it } from 'vitest';
import { nextAttemptAt, retryDelayMs } from './retry-backoff.js';

const SECOND_MS = 1000;
const policy = { baseMs: 30 * SECOND_MS, capMs: 30 * 60 * SECOND_MS };

describe('retryDelayMs', () => {
  it('doubles after each failed attempt, up to the cap', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 7, 8].map((attempt) =>
      retryDelayMs(attempt, policy, () => 1),
    );
    expect(ceilings.map((ms) => ms / SECOND_MS)).toEqual([30, 60, 120, 240, 480, 960, 1800, 1800]);
  });

  it('waits between half and all of the ceiling, at random', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(60 * SECOND_MS);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(90 * SECOND_MS);
    for (let i = 0; i < 100; i++) {
      const delay = retryDelayMs(3, policy);
      expect(delay).toBeGreaterThanOrEqual(60 * SECOND_MS);
      expect(delay).toBeLessThanOrEqual(120 * SECOND_MS);
    }
  });
});

describe('nextAttemptAt', () => {
  const failedAt = new Date('2026-11-01T09:00:00.000Z');

  it('is the failure plus the back-off while attempts are left', () => {
    expect(nextAttemptAt(failedAt, 2, 3, policy, () => 1)).toEqual(
      new Date(failedAt.getTime() + 60 * SECOND_MS),
    );
  });

  it('is null after the last attempt: the job is given up', () => {
    expect(nextAttemptAt(failedAt, 3, 3, policy, () => 1)).toBeNull();
    expect(nextAttemptAt(failedAt, 4, 3, policy, () => 1)).toBeNull();
  });
});
