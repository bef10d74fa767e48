import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { MAX_RECORDS_PER_READ } from '../records.port.js';
import type {
  ClaimedLeadDelivery,
  DeadLeadDeliveryFilter,
  LeadDelivery,
  LeadDeliveryFailure,
  LeadDeliverySuccess,
} from '../../../leads/lead-records.port.js';
import type { LeadDeliveriesTable, RecordsDatabase } from './records-database.js';
import { followUpKey, type KyselyLeadEvents } from './kysely-lead-events.js';
import type { KyselyLeadStore } from './kysely-lead-store.js';
import { KyselyLeasedJobs } from './kysely-leased-jobs.js';
import { UUID } from './uuid.js';

/**
 * One site's lead delivery outbox: jobs claimed under a lease, marked delivered or failed, and
 * dead letters read and sent again. `site` is added to every statement.
 */

const DELIVERY_COLUMNS = [
  'id',
  'lead_id',
  'destination',
  'status',
  'attempts',
  'next_attempt_at',
  'last_attempt_at',
  'last_error',
  'delivered_at',
  'dead_at',
  'created_at',
  'follow_up',
] as const;

type DeliveryRow = Pick<Selectable<LeadDeliveriesTable>, (typeof DELIVERY_COLUMNS)[number]>;

const dateOrNull = (value: Date | null) => (value === null ? null : new Date(value));

function toDelivery(row: DeliveryRow): LeadDelivery {
  return {
    deliveryId: String(row.id),
    leadId: row.lead_id,
    destination: row.destination,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? dateOrNull(row.next_attempt_at) : null,
    lastAttemptAt: dateOrNull(row.last_attempt_at),
    lastError: row.last_error,
    deliveredAt: dateOrNull(row.delivered_at),
    deadAt: dateOrNull(row.dead_at),
    createdAt: new Date(row.created_at),
    ...(row.follow_up !== null && { followUp: row.follow_up }),
  };
}

/** A filter's times, checked: a date that is no date would match nothing, silently. */
function checkDeadFilter({ since, until }: DeadLeadDeliveryFilter): void {
  for (const [name, date] of [
    ['since', since],
    ['until', until],
  ] as const) {
    if (date !== undefined && Number.isNaN(date.getTime())) {
      throw new RangeError(`${name}: not a valid date`);
    }
  }
}

export class KyselyLeadOutbox {
  private readonly deliveries: KyselyLeasedJobs;

  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
    /** The claimed jobs' leads and follow-ups are read from these. */
    private readonly leads: KyselyLeadStore,
    private readonly events: KyselyLeadEvents,
  ) {
    this.deliveries = new KyselyLeasedJobs(db, 'lead_deliveries', site);
  }

  async claimDueDeliveries(
    limit: number,
    now: Date,
    leaseMs: number,
  ): Promise<ClaimedLeadDelivery[]> {
    const { lease, claim } = this.deliveries.claimDue({ limit, now, leaseMs });
    const claimed = await claim
      .returning(['id', 'lead_id', 'destination', 'attempts', 'follow_up'])
      .execute();
    if (claimed.length === 0) return [];
    const followUps = await this.events.followUpsOf(claimed);
    const leadsById = await this.leads.leadsById(claimed.map((row) => row.lead_id));
    return claimed
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((row) => ({
        deliveryId: String(row.id),
        ...lease,
        attempt: row.attempts,
        destination: row.destination,
        lead: leadsById.get(row.lead_id)!,
        ...(row.follow_up !== null && {
          followUp: followUps.get(followUpKey(row.lead_id, row.follow_up))!,
        }),
      }));
  }

  async markDelivered({ deliveryId, deliveredAt }: LeadDeliverySuccess): Promise<boolean> {
    return this.deliveries.markDone(deliveryId, {
      status: 'delivered',
      delivered_at: deliveredAt,
    });
  }

  markFailed({ deliveryId, ...failure }: LeadDeliveryFailure): Promise<boolean> {
    return this.deliveries.markFailed(deliveryId, failure);
  }

  async leadDeliveries(leadId: string): Promise<LeadDelivery[]> {
    return (await this.leadDeliveriesByLead([leadId])).get(leadId.toLowerCase()) ?? [];
  }

  async deadLeadDeliveries(
    filter: DeadLeadDeliveryFilter = {},
    limit = MAX_RECORDS_PER_READ,
  ): Promise<LeadDelivery[]> {
    checkDeadFilter(filter);
    if (filter.leadId !== undefined && !UUID.test(filter.leadId)) return [];
    const rows = await this.db
      .selectFrom('lead_deliveries')
      .select(DELIVERY_COLUMNS)
      .where(this.deadMatching(filter))
      .orderBy('dead_at')
      .orderBy('id')
      .limit(Math.min(Math.max(1, Math.trunc(limit)), MAX_RECORDS_PER_READ))
      .execute();
    return rows.map(toDelivery);
  }

  async redeliverDeadLeadDeliveries(
    filter: DeadLeadDeliveryFilter,
    now: Date,
  ): Promise<LeadDelivery[]> {
    checkDeadFilter(filter);
    if (filter.leadId !== undefined && !UUID.test(filter.leadId)) return [];
    const rows = await this.db
      .updateTable('lead_deliveries')
      .set({
        status: 'pending',
        // Fresh attempts: the site's maxAttempts counts from here, as for a new lead.
        attempts: 0,
        next_attempt_at: now,
        dead_at: null,
        lease_token: null,
      })
      .where(this.deadMatching(filter))
      .returning(DELIVERY_COLUMNS)
      .execute();
    // Read before the update, the dead letters' order is gone from the rows: by id, as queued.
    return rows.map(toDelivery).sort((a, b) => Number(a.deliveryId) - Number(b.deliveryId));
  }

  /** The condition naming the site's dead-lettered jobs the filter takes. */
  private deadMatching({ leadId, since, until }: DeadLeadDeliveryFilter) {
    return (eb: ExpressionBuilder<RecordsDatabase, 'lead_deliveries'>) =>
      eb.and([
        eb('site', '=', this.site),
        eb('status', '=', 'dead'),
        ...(leadId === undefined ? [] : [eb('lead_id', '=', leadId.toLowerCase())]),
        ...(since === undefined ? [] : [eb('dead_at', '>=', since)]),
        ...(until === undefined ? [] : [eb('dead_at', '<', until)]),
      ]);
  }

  async leadDeliveriesByLead(leadIds: readonly string[]): Promise<Map<string, LeadDelivery[]>> {
    const byLead = new Map<string, LeadDelivery[]>();
    const ids = [...new Set(leadIds.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
    if (ids.length === 0) return byLead;
    const rows = await this.db
      .selectFrom('lead_deliveries')
      .select(DELIVERY_COLUMNS)
      .where('site', '=', this.site)
      .where('lead_id', 'in', ids)
      .orderBy('id')
      .execute();
    for (const delivery of rows.map(toDelivery)) {
      const jobs = byLead.get(delivery.leadId);
      if (jobs) jobs.push(delivery);
      else byLead.set(delivery.leadId, [delivery]);
    }
    return byLead;
  }
}
