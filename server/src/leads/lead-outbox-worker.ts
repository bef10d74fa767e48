import type { Site } from '@forecourt/tenants/site';
import type { ClaimedLeadDelivery } from '../sources/records/lead-records.port.js';
import type { Records, SiteRecords } from '../sources/records/records.port.js';
import type { DeliverLead } from './lead-delivery.js';

/**
 * The outbox worker: every few seconds it claims each site's due delivery jobs, delivers them and
 * writes the outcome. A failed attempt is retried with exponential back-off (with jitter, capped);
 * after the site's `leads.maxAttempts` the job is dead-lettered: kept, logged, not retried.
 * Claims are leases, so workers on several replicas share the jobs, and a job whose worker died
 * is taken again when its lease ends: delivery is at least once, never lost.
 */

export const LEAD_OUTBOX_POLL_MS = 2_000;
/** Longer than a webhook attempt (10 s) or an SMTP exchange may take. */
export const LEAD_DELIVERY_LEASE_MS = 2 * 60_000;
export const LEAD_DELIVERY_BATCH = 20;
/** First retry after about 30 s, then doubling: 8 attempts span about an hour. */
export const LEAD_RETRY_BASE_MS = 30_000;
export const LEAD_RETRY_CAP_MS = 30 * 60_000;

export interface RetryPolicy {
  baseMs: number;
  capMs: number;
}

/**
 * Wait before the attempt after `attempt` (1 = after the first): base × 2^(attempt − 1), capped,
 * then between half and all of that at random, so leads that failed together (a receiver's
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

export interface OutboxLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface LeadOutboxWorkerOptions {
  sites: readonly Site[];
  records: Records;
  deliver: DeliverLead;
  log: OutboxLog;
  now?: (() => Date) | undefined;
  /** For the jitter; tests pin it. */
  random?: (() => number) | undefined;
  pollIntervalMs?: number | undefined;
  batchSize?: number | undefined;
  leaseMs?: number | undefined;
  retry?: RetryPolicy | undefined;
}

export interface OutboxRunCounts {
  delivered: number;
  retried: number;
  dead: number;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class LeadOutboxWorker {
  private readonly now: () => Date;
  private readonly random: () => number;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly retry: RetryPolicy;
  private running: Promise<OutboxRunCounts> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private stopped = false;

  constructor(private readonly options: LeadOutboxWorkerOptions) {
    this.now = options.now ?? (() => new Date());
    this.random = options.random ?? Math.random;
    this.pollIntervalMs = options.pollIntervalMs ?? LEAD_OUTBOX_POLL_MS;
    this.batchSize = options.batchSize ?? LEAD_DELIVERY_BATCH;
    this.leaseMs = options.leaseMs ?? LEAD_DELIVERY_LEASE_MS;
    this.retry = options.retry ?? { baseMs: LEAD_RETRY_BASE_MS, capMs: LEAD_RETRY_CAP_MS };
  }

  /** Polls until `stop()`; the first pass runs at once (jobs left by a previous process). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopped = false;
    this.schedule(0);
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
   * One pass over every site: claims and delivers until no job is due. A call while a pass is
   * under way joins it rather than running a second one alongside.
   */
  runOnce(): Promise<OutboxRunCounts> {
    this.running ??= this.runAllSites().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runOnce().finally(() => {
        if (this.started && !this.timer) this.schedule(this.pollIntervalMs);
      });
    }, delayMs);
    // The HTTP server keeps the process alive; a pending poll alone should not.
    this.timer.unref();
  }

  private async runAllSites(): Promise<OutboxRunCounts> {
    const counts: OutboxRunCounts = { delivered: 0, retried: 0, dead: 0 };
    for (const site of this.options.sites) {
      try {
        await this.runSite(site, counts);
      } catch (error) {
        // The store was unreachable: the jobs stay pending and the next pass tries again.
        this.options.log.error(
          { err: error, site: site.config.slug },
          `lead delivery for ${site.config.slug}: could not claim jobs: ${reasonOf(error)}`,
        );
      }
    }
    return counts;
  }

  private async runSite(site: Site, counts: OutboxRunCounts): Promise<void> {
    const records = this.options.records.forSite(site);
    // A stopped worker finishes the batch in hand and claims no more.
    let fullBatch = true;
    while (fullBatch && !this.stopped) {
      const jobs = await records.claimDueDeliveries(this.batchSize, this.now(), this.leaseMs);
      const outcomes = await Promise.all(jobs.map((job) => this.deliverJob(site, records, job)));
      for (const outcome of outcomes) counts[outcome] += 1;
      // A full batch may have left more due jobs behind it.
      fullBatch = jobs.length === this.batchSize;
    }
  }

  private async deliverJob(
    site: Site,
    records: SiteRecords,
    job: ClaimedLeadDelivery,
  ): Promise<keyof OutboxRunCounts> {
    const { log } = this.options;
    const fields = {
      site: site.config.slug,
      leadId: job.lead.leadId,
      destination: job.destination.kind,
      attempt: job.attempt,
    };
    try {
      await this.options.deliver(job, site);
    } catch (error) {
      const reason = reasonOf(error);
      const dead = job.attempt >= site.config.leads.maxAttempts;
      const failedAt = this.now();
      const nextAttemptAt = dead
        ? null
        : new Date(failedAt.getTime() + retryDelayMs(job.attempt, this.retry, this.random));
      await this.writeOutcome(fields, () =>
        records.markFailed({
          deliveryId: job.deliveryId,
          leaseToken: job.leaseToken,
          failedAt,
          error: reason,
          nextAttemptAt,
        }),
      );
      if (nextAttemptAt) {
        log.warn(
          { ...fields, err: error, nextAttemptAt },
          `lead ${job.lead.leadId} to ${job.destination.kind}: attempt ${job.attempt} failed (${reason}); retrying at ${nextAttemptAt.toISOString()}`,
        );
        return 'retried';
      }
      log.error(
        { ...fields, err: error },
        `lead ${job.lead.leadId} to ${job.destination.kind}: dead-lettered after ${job.attempt} attempts (${reason})`,
      );
      return 'dead';
    }
    await this.writeOutcome(fields, () =>
      records.markDelivered({ deliveryId: job.deliveryId, deliveredAt: this.now() }),
    );
    log.info(fields, `lead ${job.lead.leadId} delivered to ${job.destination.kind}`);
    return 'delivered';
  }

  /** An outcome that cannot be written leaves the job to be claimed again when its lease ends. */
  private async writeOutcome(
    fields: Record<string, unknown>,
    write: () => Promise<boolean>,
  ): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.options.log.error(
        { ...fields, err: error },
        `lead delivery: could not record the outcome (${reasonOf(error)}); it will be retried`,
      );
    }
  }
}
