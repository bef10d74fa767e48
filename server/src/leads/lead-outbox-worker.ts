import type { Site } from '@forecourt/tenants/site';
import {
  LeasedJobWorker,
  type JobKind,
  type JobOutcome,
  type JobRunCounts,
  type LeasedJobWorkerOptions,
} from '../jobs/leased-job-worker.js';
import type { ClaimedLeadDelivery, SiteLeadRecords } from './lead-records.port.js';
import type { DeliverLead } from './lead-delivery.port.js';
import { LEAD_DELIVERY_RETRY_POLICY } from './lead-delivery-retry.js';

/**
 * The outbox worker: every few seconds it claims each site's due delivery jobs, delivers them and
 * writes the outcome. A failed attempt is retried with exponential back-off (with jitter, capped at
 * an hour: `LEAD_DELIVERY_RETRY_POLICY`); after the site's `leads.maxAttempts` the job is
 * dead-lettered: kept, not retried, and logged as `LEAD_DELIVERY_DEAD_LETTERED` for the operator's
 * alerts, until the `leads:dead-letters` command queues it again.
 * Claims are leases, so workers on several replicas share the jobs, and a job whose worker died
 * is taken again when its lease ends: delivery is at least once, never lost.
 */

export interface LeadOutboxWorkerOptions extends LeasedJobWorkerOptions<SiteLeadRecords> {
  deliver: DeliverLead;
}

export type OutboxRunCounts = JobRunCounts<'delivered'>;

/**
 * The `event` (and message) of the one error line logged per dead letter, with the site, lead id,
 * delivery id, destination, follow-up, attempts and last error as fields. Operators alert on it:
 * keep it stable.
 */
export const LEAD_DELIVERY_DEAD_LETTERED = 'lead_delivery_dead_lettered';

const LEAD_DELIVERIES: JobKind<'delivered'> = {
  done: 'delivered',
  name: 'lead delivery',
  couldNotClaim: (slug, reason) => `lead delivery for ${slug}: could not claim jobs: ${reason}`,
  deadLetter: {
    event: LEAD_DELIVERY_DEAD_LETTERED,
    message:
      'lead delivery dead-lettered: no longer retried (pnpm leads:dead-letters redeliver queues it again)',
  },
};

export class LeadOutboxWorker extends LeasedJobWorker<
  ClaimedLeadDelivery,
  'delivered',
  SiteLeadRecords
> {
  constructor(private readonly options: LeadOutboxWorkerOptions) {
    super(LEAD_DELIVERIES, { ...options, retry: options.retry ?? LEAD_DELIVERY_RETRY_POLICY });
  }

  protected claim(records: SiteLeadRecords, batchSize: number): Promise<ClaimedLeadDelivery[]> {
    return records.claimDueDeliveries(batchSize, this.now(), this.leaseMs);
  }

  protected async attempt(
    site: Site,
    records: SiteLeadRecords,
    job: ClaimedLeadDelivery,
  ): Promise<JobOutcome<'delivered'>> {
    const { leadId } = job.lead;
    const to = job.destination.kind;
    const fields = {
      site: site.config.slug,
      leadId,
      deliveryId: job.deliveryId,
      destination: to,
      ...(job.followUp && { followUp: job.followUp.name }),
      attempt: job.attempt,
    };
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
