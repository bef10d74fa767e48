import type { Site } from '@forecourt/tenants/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import {
  LeasedJobWorker,
  type FailedAttempt,
  type JobLog,
  type JobOutcome,
  type LeasedJobWorkerOptions,
} from './leased-job-worker.js';

const SECOND_MS = 1000;
const t0 = new Date('2026-11-01T09:00:00.000Z');

interface TestJob {
  id: string;
  attempt: number;
  /** Why its attempt fails; undefined: it succeeds. */
  failure?: string;
}

const siteNamed = (slug: string): Site => ({
  ...harbourSite,
  config: { ...harbourSite.config, slug },
});

function logLines(): JobLog & { infos: string[]; warnings: string[]; errors: string[] } {
  const infos: string[] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    infos,
    warnings,
    errors,
    info: (_fields, message) => infos.push(message),
    warn: (_fields, message) => warnings.push(message),
    error: (_fields, message) => errors.push(message),
  };
}

/** A site's queue of due jobs; undefined: the site's store is unreachable. */
type TestQueue = TestJob[] | undefined;

type TestWorkerOptions = Omit<LeasedJobWorkerOptions<TestQueue>, 'records'>;

/**
 * Jobs kept in memory per site: a claim takes the front of the site's queue. Each claim, attempt
 * and written failure is kept for the test to read.
 */
class TestJobWorker extends LeasedJobWorker<TestJob, 'done', TestQueue> {
  readonly claims: number[] = [];
  /** When each claim was made (`Date.now()`, the test's clock). */
  readonly claimedAt: number[] = [];
  readonly failures: (FailedAttempt & { id: string })[] = [];
  readonly attempted: string[] = [];
  /** Holds each attempt until the test lets it finish. */
  gate: Promise<void> = Promise.resolve();

  constructor(
    queues: Map<string, TestJob[]>,
    options: TestWorkerOptions,
    private readonly recordOutcome: () => Promise<boolean> = () => Promise.resolve(true),
  ) {
    super(
      {
        done: 'done',
        name: 'test job',
        couldNotClaim: (slug, reason) => `test jobs of ${slug}: could not claim: ${reason}`,
      },
      { ...options, records: { forSite: (site) => queues.get(site.config.slug) } },
    );
  }

  protected claim(queue: TestQueue, batchSize: number): Promise<TestJob[]> {
    this.claims.push(batchSize);
    this.claimedAt.push(Date.now());
    if (!queue) return Promise.reject(new Error('connection refused'));
    return Promise.resolve(queue.splice(0, batchSize));
  }

  protected async attempt(
    _site: Site,
    _queue: TestQueue,
    job: TestJob,
  ): Promise<JobOutcome<'done'>> {
    this.attempted.push(job.id);
    await this.gate;
    const fields = { id: job.id };
    if (job.failure !== undefined) {
      const error = new Error(job.failure);
      const failure = {
        label: `job ${job.id}`,
        fields,
        attempt: job.attempt,
        maxAttempts: 3,
        error,
      };
      return this.failed(failure, (failed) => {
        this.failures.push({ id: job.id, ...failed });
        return this.recordOutcome();
      });
    }
    await this.writeOutcome(fields, this.recordOutcome);
    this.log.info(fields, `job ${job.id} done`);
    return 'done';
  }
}
const jobs = (count: number, prefix = 'j'): TestJob[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i + 1}`, attempt: 1 }));

describe('LeasedJobWorker', () => {
  it('claims again while a batch came back full, and counts each outcome', async () => {
    const worker = new TestJobWorker(new Map([['a', jobs(5)]]), {
      sites: [siteNamed('a')],
      log: logLines(),
      batchSize: 2,
    });
    expect(await worker.runOnce()).toEqual({ done: 5, retried: 0, dead: 0 });
    // 2 + 2 + 1: the short batch ends the site's pass.
    expect(worker.claims).toEqual([2, 2, 2]);
    expect(worker.attempted).toEqual(['j1', 'j2', 'j3', 'j4', 'j5']);
  });

  it('logs a site whose store is unreachable and goes on with the next site', async () => {
    const log = logLines();
    const worker = new TestJobWorker(new Map([['up', jobs(1)]]), {
      sites: [siteNamed('down'), siteNamed('up')],
      log,
    });
    expect(await worker.runOnce()).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(log.errors).toEqual(['test jobs of down: could not claim: connection refused']);
  });

  it('retries a failed attempt after its back-off, and gives it up after the last', async () => {
    const log = logLines();
    const queue: TestJob[] = [
      { id: 'early', attempt: 2, failure: 'HTTP 503' },
      { id: 'last', attempt: 3, failure: 'HTTP 500' },
    ];
    const worker = new TestJobWorker(new Map([['a', queue]]), {
      sites: [siteNamed('a')],
      log,
      now: () => t0,
      random: () => 1,
      retry: { baseMs: 30 * SECOND_MS, capMs: 60 * 60 * SECOND_MS },
    });
    expect(await worker.runOnce()).toEqual({ done: 0, retried: 1, dead: 1 });
    expect(worker.failures).toEqual([
      {
        id: 'early',
        failedAt: t0,
        error: 'HTTP 503',
        nextAttemptAt: new Date(t0.getTime() + 60 * SECOND_MS),
      },
      { id: 'last', failedAt: t0, error: 'HTTP 500', nextAttemptAt: null },
    ]);
    expect(log.warnings).toEqual([
      'job early: attempt 2 failed (HTTP 503); retrying at 2026-11-01T09:01:00.000Z',
    ]);
    expect(log.errors).toEqual(['job last: dead-lettered after 3 attempts (HTTP 500)']);
  });

  it('logs an outcome it could not write, and still counts the attempt', async () => {
    const log = logLines();
    const worker = new TestJobWorker(
      new Map([['a', jobs(1)]]),
      { sites: [siteNamed('a')], log },
      () => Promise.reject(new Error('records unavailable')),
    );
    expect(await worker.runOnce()).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(log.errors).toEqual([
      'test job: could not record the outcome (records unavailable); it will be retried',
    ]);
  });

  it('joins the pass under way rather than running a second one', async () => {
    let release!: () => void;
    const worker = new TestJobWorker(new Map([['a', jobs(1)]]), {
      sites: [siteNamed('a')],
      log: logLines(),
    });
    worker.gate = new Promise((resolve) => (release = resolve));
    const first = worker.runOnce();
    const second = worker.runOnce();
    expect(second).toBe(first);
    release();
    expect(await second).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(worker.claims).toHaveLength(1);
  });

  it('polls once started; stopped, it finishes the batch in hand and claims no more', async () => {
    const queue = jobs(1);
    const worker = new TestJobWorker(new Map([['a', queue]]), {
      sites: [siteNamed('a')],
      log: logLines(),
      pollIntervalMs: 10,
      // Every claim comes back full while jobs are queued: a pass would claim again at once.
      batchSize: 1,
    });
    worker.start();
    // The first pass runs at once; later passes find the job queued meanwhile.
    await vi.waitFor(() => expect(worker.attempted).toEqual(['j1']));
    let release!: () => void;
    worker.gate = new Promise((resolve) => (release = resolve));
    queue.push({ id: 'j2', attempt: 1 }, { id: 'j3', attempt: 1 });
    await vi.waitFor(() => expect(worker.attempted).toEqual(['j1', 'j2']));

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    release();
    await stopping;

    // The batch in hand was finished; j3 waits for the next worker.
    const claimsWhenStopped = worker.claims.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(worker.claims).toHaveLength(claimsWhenStopped);
    expect(worker.attempted).toEqual(['j1', 'j2']);
    expect(queue.map((job) => job.id)).toEqual(['j3']);
  });

  describe('when it polls', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** When the worker's passes claimed, in ms after `start`. */
    const passTimes = (worker: TestJobWorker, start: number) =>
      worker.claimedAt.map((at) => at - start);

    it('waits twice as long after each pass that found nothing, up to the longest wait, and polls at the interval again after work', async () => {
      const queue: TestJob[] = [];
      const worker = new TestJobWorker(new Map([['a', queue]]), {
        sites: [siteNamed('a')],
        log: logLines(),
        pollIntervalMs: SECOND_MS,
        idlePollMaxMs: 8 * SECOND_MS,
      });
      const start = Date.now();
      worker.start();
      await vi.advanceTimersByTimeAsync(40 * SECOND_MS);
      // At once, then after 1, 2, 4, 8, 8 and 8 seconds.
      expect(passTimes(worker, start)).toEqual(
        [0, 1, 3, 7, 15, 23, 31, 39].map((s) => s * SECOND_MS),
      );
      queue.push({ id: 'j1', attempt: 1 });
      const claimsBefore = worker.claims.length;
      // The next poll (8 s after the last) finds the job; the one after comes a second later.
      await vi.advanceTimersByTimeAsync(7 * SECOND_MS);
      expect(worker.attempted).toEqual(['j1']);
      expect(worker.claims.length).toBe(claimsBefore + 1);
      await vi.advanceTimersByTimeAsync(SECOND_MS);
      expect(worker.claims.length).toBe(claimsBefore + 2);
      await worker.stop();
    });

    it('runs a pass at once when woken, and again right after a pass that was under way', async () => {
      const queue: TestJob[] = [];
      const worker = new TestJobWorker(new Map([['a', queue]]), {
        sites: [siteNamed('a')],
        log: logLines(),
        pollIntervalMs: 60 * SECOND_MS,
      });
      worker.wake();
      await vi.advanceTimersByTimeAsync(10);
      // Not started: a wake does nothing.
      expect(worker.claims).toHaveLength(0);
      worker.start();
      await vi.advanceTimersByTimeAsync(10);
      expect(worker.claims).toHaveLength(1);

      queue.push({ id: 'j1', attempt: 1 });
      worker.wake();
      await vi.advanceTimersByTimeAsync(10);
      expect(worker.attempted).toEqual(['j1']);

      // Woken while a pass holds a job: the next pass follows it, not the minute's poll.
      let release!: () => void;
      worker.gate = new Promise((resolve) => (release = resolve));
      queue.push({ id: 'j2', attempt: 1 });
      worker.wake();
      await vi.advanceTimersByTimeAsync(10);
      expect(worker.attempted).toEqual(['j1', 'j2']);
      queue.push({ id: 'j3', attempt: 1 });
      worker.wake();
      const claimsDuringPass = worker.claims.length;
      release();
      await vi.advanceTimersByTimeAsync(10);
      expect(worker.attempted).toEqual(['j1', 'j2', 'j3']);
      expect(worker.claims.length).toBeGreaterThan(claimsDuringPass);
      await worker.stop();
    });
  });
});
