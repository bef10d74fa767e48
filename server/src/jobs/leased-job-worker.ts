import type { Site } from '@forecourt/tenants/site';
import { DEFAULT_RETRY_POLICY, nextAttemptAt, type RetryPolicy } from './retry-backoff.js';
import { reasonOf } from '../error-reason.js';

/**
 * The frame of a background worker of leased jobs (lead deliveries, alert e-mails): a pass claims
 * each site's due jobs in batches, does them and writes each outcome. Jobs queued in this process
 * wake the worker at once (`wake()`); otherwise it polls, every few seconds after a pass that found
 * work and less and less often while passes find none, so idle workers on many sites and replicas
 * do not keep the records busy. The poll finds what no wake announced: jobs another replica queued
 * and left (it crashed), a command queued, or a retry fell due. Claims
 * are leases, so workers on several replicas share the jobs, and a job whose worker died is taken
 * again when its lease ends. A failed attempt is retried after its back-off; after the last it is
 * dead-lettered: kept, logged, not retried. What a job is, how it is claimed and done, and what the
 * log calls it are the subclass's.
 */

export const JOB_POLL_MS = 2_000;
/** The longest wait between passes that find no work: each such pass after the first doubles it. */
export const JOB_IDLE_POLL_MAX_MS = 30_000;
/** Longer than a webhook attempt (10 s) or an SMTP exchange may take. */
export const JOB_LEASE_MS = 2 * 60_000;
export const JOB_CLAIM_BATCH = 20;

export interface JobLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** Where each site's jobs are kept (the records). */
export interface SiteStores<SiteStore> {
  forSite(site: Site): SiteStore;
}

export interface LeasedJobWorkerOptions<SiteStore> {
  sites: readonly Site[];
  records: SiteStores<SiteStore>;
  log: JobLog;
  now?: (() => Date) | undefined;
  /** For the jitter; tests pin it. */
  random?: (() => number) | undefined;
  pollIntervalMs?: number | undefined;
  idlePollMaxMs?: number | undefined;
  batchSize?: number | undefined;
  leaseMs?: number | undefined;
  retry?: RetryPolicy | undefined;
}

/** What one attempt at a job came to: done, to be retried, or given up. */
export type JobOutcome<Done extends string> = Done | 'retried' | 'dead';

export type JobRunCounts<Done extends string> = Record<JobOutcome<Done>, number>;

/** What a worker's jobs are called in the log, and what a job done counts as. */
export interface JobKind<Done extends string> {
  done: Done;
  /** Names the jobs when an outcome could not be recorded. */
  name: string;
  /** The line logged when a site's jobs could not be claimed. */
  couldNotClaim(slug: string, reason: string): string;
  /**
   * Logs each dead letter under this `event` with this fixed message (the job's details in the
   * fields), so an operator can alert on it; without it the message names the job and reason.
   */
  deadLetter?: { event: string; message: string } | undefined;
}

/** A failed attempt of a job, as its worker records and logs it. */
export interface AttemptFailure {
  /** Names the job in the log. */
  label: string;
  fields: Record<string, unknown>;
  attempt: number;
  maxAttempts: number;
  error: unknown;
}

/** The failure as written to the job's record: retried at `nextAttemptAt`, or dead when null. */
export interface FailedAttempt {
  failedAt: Date;
  error: string;
  nextAttemptAt: Date | null;
}

export abstract class LeasedJobWorker<Job, Done extends string, SiteStore> {
  protected readonly log: JobLog;
  protected readonly now: () => Date;
  protected readonly leaseMs: number;
  private readonly sites: readonly Site[];
  private readonly records: SiteStores<SiteStore>;
  private readonly random: () => number;
  private readonly pollIntervalMs: number;
  private readonly idlePollMaxMs: number;
  /** The wait before the next poll: the interval after work, longer after each idle pass. */
  private nextPollMs: number;
  /** Passes in a row that found no work. */
  private idlePasses = 0;
  /** A wake came while a pass was under way: the next pass follows it at once. */
  private wokenDuringPass = false;
  private readonly batchSize: number;
  private readonly retry: RetryPolicy;
  private running: Promise<JobRunCounts<Done>> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private stopped = false;

  constructor(
    private readonly kind: JobKind<Done>,
    options: LeasedJobWorkerOptions<SiteStore>,
  ) {
    this.sites = options.sites;
    this.records = options.records;
    this.log = options.log;
    this.now = options.now ?? (() => new Date());
    this.random = options.random ?? Math.random;
    this.pollIntervalMs = options.pollIntervalMs ?? JOB_POLL_MS;
    this.idlePollMaxMs = Math.max(
      this.pollIntervalMs,
      options.idlePollMaxMs ?? JOB_IDLE_POLL_MAX_MS,
    );
    this.nextPollMs = this.pollIntervalMs;
    this.batchSize = options.batchSize ?? JOB_CLAIM_BATCH;
    this.leaseMs = options.leaseMs ?? JOB_LEASE_MS;
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
  }

  /** Leases up to `batchSize` of the site's due jobs. */
  protected abstract claim(records: SiteStore, batchSize: number): Promise<readonly Job[]>;

  /** Attempts one job and records how it went; a failure is an outcome, not a rejection. */
  protected abstract attempt(site: Site, records: SiteStore, job: Job): Promise<JobOutcome<Done>>;

  /** Polls until `stop()`; the first pass runs at once (jobs left by a previous process). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Jobs were queued in this process: a pass runs now, or right after the one under way (which
   * may have claimed before they were written), instead of at the next poll.
   */
  wake(): void {
    if (!this.started) return;
    this.idlePasses = 0;
    if (this.running) this.wokenDuringPass = true;
    else this.schedule(0);
  }

  /** No new passes; resolves when the pass under way (if any) has written its outcomes. */
  async stop(): Promise<void> {
    this.started = false;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /**
   * One pass over every site: claims and attempts jobs until none is due. A call while a pass is
   * under way joins it rather than running a second one alongside.
   */
  runOnce(): Promise<JobRunCounts<Done>> {
    this.running ??= this.runAllSites().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Records and logs a failed attempt: retried after its back-off, or dead after the last. */
  protected async failed(
    { label, fields, attempt, maxAttempts, error }: AttemptFailure,
    record: (failure: FailedAttempt) => Promise<boolean>,
  ): Promise<'retried' | 'dead'> {
    const reason = reasonOf(error);
    const failedAt = this.now();
    const next = nextAttemptAt(failedAt, attempt, maxAttempts, this.retry, this.random);
    await this.writeOutcome(fields, () => record({ failedAt, error: reason, nextAttemptAt: next }));
    if (next) {
      this.log.warn(
        { ...fields, err: error, nextAttemptAt: next },
        `${label}: attempt ${attempt} failed (${reason}); retrying at ${next.toISOString()}`,
      );
      return 'retried';
    }
    const deadFields = { ...fields, attempts: attempt, lastError: reason, err: error };
    const { deadLetter } = this.kind;
    if (deadLetter) {
      this.log.error({ event: deadLetter.event, ...deadFields }, deadLetter.message);
    } else {
      this.log.error(deadFields, `${label}: dead-lettered after ${attempt} attempts (${reason})`);
    }
    return 'dead';
  }

  /** An outcome that cannot be written leaves the job to be claimed again when its lease ends. */
  protected async writeOutcome(
    fields: Record<string, unknown>,
    write: () => Promise<boolean>,
  ): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.log.error(
        { ...fields, err: error },
        `${this.kind.name}: could not record the outcome (${reasonOf(error)}); it will be retried`,
      );
    }
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runOnce()
        .then((counts) => this.afterPass(counts))
        .finally(() => {
          const woken = this.wokenDuringPass;
          this.wokenDuringPass = false;
          if (!this.started || this.timer) return;
          this.schedule(woken ? 0 : this.nextPollMs);
        });
    }, delayMs);
    // The HTTP server keeps the process alive; a pending poll alone should not.
    this.timer.unref();
  }

  /**
   * Sets the wait before the next poll: the interval after a pass that did work or the first that
   * found none, then twice the wait before it after each further pass that found none, up to the
   * longest.
   */
  private afterPass(counts: JobRunCounts<Done>): void {
    const worked = Object.values<number>(counts).some((count) => count > 0);
    this.idlePasses = worked ? 0 : this.idlePasses + 1;
    const doublings = Math.max(0, this.idlePasses - 1);
    this.nextPollMs = Math.min(this.pollIntervalMs * 2 ** doublings, this.idlePollMaxMs);
  }

  private async runAllSites(): Promise<JobRunCounts<Done>> {
    const counts = { [this.kind.done]: 0, retried: 0, dead: 0 } as JobRunCounts<Done>;
    // A copy: a reload replaces the sites in place, maybe while this pass awaits.
    for (const site of [...this.sites]) {
      try {
        const records = this.records.forSite(site);
        // A stopped worker finishes the batch in hand and claims no more.
        let fullBatch = true;
        while (fullBatch && !this.stopped) {
          const batch = await this.claim(records, this.batchSize);
          const outcomes = await Promise.all(batch.map((job) => this.attempt(site, records, job)));
          for (const outcome of outcomes) counts[outcome] += 1;
          // A full batch may have left more due jobs behind it.
          fullBatch = batch.length === this.batchSize;
        }
      } catch (error) {
        // The store was unreachable: the jobs stay pending and the next pass tries again.
        this.log.error(
          { err: error, site: site.config.slug },
          this.kind.couldNotClaim(site.config.slug, reasonOf(error)),
        );
      }
    }
    return counts;
  }
}
