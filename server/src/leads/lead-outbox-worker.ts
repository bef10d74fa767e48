import type { Site } from '@forecourt/tenants/site';
import {
  LeasedJobWorker,
  type JobKind,
  type JobOutcome,
  type JobRunCounts,
  type LeasedJobWorkerOptions,
} from '../jobs/leased-job-worker.js';
import type { ClaimedLeadDelivery } from '../sources/records/lead-records.port.js';
import type { SiteRecords } from '../sources/records/records.port.js';
import type { DeliverLead } from './lead-delivery.js';

/**
 * The outbox worker: every few seconds it claims each site's due delivery jobs, delivers them and
 * writes the outcome. A failed attempt is retried with exponential back-off (with jitter, capped);
 * after the site's `leads.maxAttempts` the job is dead-lettered: kept, logged, not retried.
 * Claims are leases, so workers on several replicas share the jobs, and a job whose worker died
 * is taken again when its lease ends: delivery is at least once, never lost.
 */

export interface LeadOutboxWorkerOptions extends LeasedJobWorkerOptions<SiteRecords> {
  deliver: DeliverLead;
}

export type OutboxRunCounts = JobRunCounts<'delivered'>;

const LEAD_DELIVERIES: JobKind<'delivered'> = {
  done: 'delivered',
  name: 'lead delivery',
  couldNotClaim: (slug, reason) => `lead delivery for ${slug}: could not claim jobs: ${reason}`,
};

export class LeadOutboxWorker extends LeasedJobWorker<
  ClaimedLeadDelivery,
  'delivered',
  SiteRecords
> {
  constructor(private readonly options: LeadOutboxWorkerOptions) {
    super(LEAD_DELIVERIES, options);
  }

  protected claim(records: SiteRecords, batchSize: number): Promise<ClaimedLeadDelivery[]> {
    return records.claimDueDeliveries(batchSize, this.now(), this.leaseMs);
  }

  protected async attempt(
    site: Site,
    records: SiteRecords,
    job: ClaimedLeadDelivery,
  ): Promise<JobOutcome<'delivered'>> {
    const { leadId } = job.lead;
    const to = job.destination.kind;
    const fields = { site: site.config.slug, leadId, destination: to, attempt: job.attempt };
    try {
      await this.options.deliver(job, site);
    } catch (error) {
      const { maxAttempts } = site.config.leads;
      return this.failed(
        { label: `lead ${leadId} to ${to}`, fields, attempt: job.attempt, maxAttempts, error },
        (failure) =>
          records.markFailed({
            deliveryId: job.deliveryId,
            leaseToken: job.leaseToken,
            ...failure,
          }),
      );
    }
    await this.writeOutcome(fields, () =>
      records.markDelivered({ deliveryId: job.deliveryId, deliveredAt: this.now() }),
    );
    this.log.info(fields, `lead ${leadId} delivered to ${to}`);
    return 'delivered';
  }
}
