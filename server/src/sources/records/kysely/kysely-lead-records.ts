import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import {
  checkIdempotencyKey,
  LeadIdempotencyConflictError,
} from '../../../leads/lead-idempotency.js';
import { LEAD_KINDS, type StoredLead } from '../../../leads/lead.types.js';
import { MAX_RECORDS_PER_READ } from '../records.port.js';
import {
  type ClaimedLeadDelivery,
  type DeadLeadDeliveryFilter,
  type LeadDelivery,
  type LeadDeliveryFailure,
  type LeadDeliverySuccess,
  type LeadEvent,
  type LeadFollowUp,
  type LeadFollowUpInput,
  type LeadFollowUpRecorded,
  type LeadSubmission,
  type LeadSubmitted,
  type SiteLeadRecords,
} from '../../../leads/lead-records.port.js';
import type {
  LeadDeliveriesTable,
  LeadEventsTable,
  LeadsTable,
  RecordsDatabase,
} from './records-database.js';
import { KyselyLeasedJobs } from './kysely-leased-jobs.js';
import { UUID } from './uuid.js';

const MAX_EVENT_NAME_LENGTH = 200;

const LEAD_COLUMNS = [
  'lead_id',
  'kind',
  'category',
  'subcategory',
  'customer',
  'message',
  'vehicle',
  'dealership',
  'payload',
  'held_for_review',
  'created_at',
] as const;

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

const EVENT_COLUMNS = ['lead_id', 'name', 'occurred_at', 'payload'] as const;

type LeadRow = Pick<Selectable<LeadsTable>, (typeof LEAD_COLUMNS)[number]>;
type DeliveryRow = Pick<Selectable<LeadDeliveriesTable>, (typeof DELIVERY_COLUMNS)[number]>;
type EventRow = Pick<Selectable<LeadEventsTable>, (typeof EVENT_COLUMNS)[number]>;

const dateOrNull = (value: Date | null) => (value === null ? null : new Date(value));

function toLead(row: LeadRow): StoredLead {
  return {
    leadId: row.lead_id,
    kind: row.kind,
    category: row.category,
    subcategory: row.subcategory,
    customer: row.customer,
    ...(row.message !== null && { message: row.message }),
    ...(row.vehicle !== null && { vehicle: row.vehicle }),
    dealership: row.dealership,
    payload: row.payload,
    ...(row.held_for_review !== null && { heldForReview: row.held_for_review }),
    createdAt: new Date(row.created_at),
  };
}

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

function toEvent(row: EventRow): LeadEvent {
  return {
    leadId: row.lead_id,
    name: row.name,
    occurredAt: new Date(row.occurred_at),
    ...(row.payload !== null && { payload: row.payload }),
  };
}

function checkEventName(name: string): string {
  const eventName = name.trim();
  if (eventName === '' || eventName.length > MAX_EVENT_NAME_LENGTH) {
    throw new RangeError(`name: must be 1 to ${MAX_EVENT_NAME_LENGTH} characters, not blank`);
  }
  return eventName;
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

/** Where a follow-up's event is found among claimed jobs. */
const eventKey = (leadId: string, name: string) => `${leadId}\n${name}`;

function checkSubmission({ lead, destinations }: LeadSubmission): void {
  if (!UUID.test(lead.leadId)) {
    throw new RangeError(`lead.leadId: "${lead.leadId}" is not a UUID`);
  }
  if (!(LEAD_KINDS as readonly string[]).includes(lead.kind)) {
    throw new RangeError(`lead.kind: "${lead.kind}" is not one of ${LEAD_KINDS.join(', ')}`);
  }
  const kinds = destinations.map((destination) => destination.kind);
  const repeated = kinds.find((kind, index) => kinds.indexOf(kind) !== index);
  if (repeated) throw new RangeError(`destinations: more than one ${repeated} destination`);
}

/** One site's leads and lead deliveries: `site` is added to every statement. */
export class KyselyLeadRecords implements SiteLeadRecords {
  private readonly deliveries: KyselyLeasedJobs;

  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
  ) {
    this.deliveries = new KyselyLeasedJobs(db, 'lead_deliveries', site);
  }

  async submitLead(submission: LeadSubmission): Promise<LeadSubmitted> {
    const { idempotencyKey, payloadHash, lead, destinations } = submission;
    checkIdempotencyKey(idempotencyKey);
    checkSubmission(submission);
    return this.db.transaction().execute(async (trx) => {
      // The key first: a concurrent submit with the same key waits here until this one commits.
      const claimed = await trx
        .insertInto('lead_idempotency_keys')
        .values({
          site: this.site,
          idempotency_key: idempotencyKey,
          payload_hash: payloadHash,
          lead_id: lead.leadId,
          created_at: lead.createdAt,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('lead_id')
        .executeTakeFirst();
      if (!claimed) {
        const first = await trx
          .selectFrom('lead_idempotency_keys')
          .select(['payload_hash', 'lead_id'])
          .where('site', '=', this.site)
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirstOrThrow();
        if (first.payload_hash !== payloadHash) {
          throw new LeadIdempotencyConflictError(idempotencyKey);
        }
        return { lead: await this.readLead(trx, first.lead_id), replayed: true };
      }

      await trx
        .insertInto('leads')
        .values({
          lead_id: lead.leadId,
          site: this.site,
          kind: lead.kind,
          category: lead.category,
          subcategory: lead.subcategory,
          car_id: lead.vehicle?.carId ?? null,
          customer: JSON.stringify(lead.customer),
          message: lead.message ?? null,
          vehicle: lead.vehicle ? JSON.stringify(lead.vehicle) : null,
          dealership: JSON.stringify(lead.dealership),
          payload: JSON.stringify(lead.payload),
          held_for_review: lead.heldForReview ? JSON.stringify(lead.heldForReview) : null,
          created_at: lead.createdAt,
        })
        .execute();
      if (destinations.length > 0) {
        await trx
          .insertInto('lead_deliveries')
          .values(
            destinations.map((destination) => ({
              site: this.site,
              lead_id: lead.leadId,
              destination_kind: destination.kind,
              destination: JSON.stringify(destination),
              next_attempt_at: lead.createdAt,
              created_at: lead.createdAt,
            })),
          )
          .execute();
      }
      return { lead: await this.readLead(trx, lead.leadId), replayed: false };
    });
  }

  async leadOfIdempotencyKey(
    idempotencyKey: string,
    payloadHash: string,
  ): Promise<LeadSubmitted | null> {
    checkIdempotencyKey(idempotencyKey);
    const first = await this.db
      .selectFrom('lead_idempotency_keys')
      .select(['payload_hash', 'lead_id'])
      .where('site', '=', this.site)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (!first) return null;
    if (first.payload_hash !== payloadHash) throw new LeadIdempotencyConflictError(idempotencyKey);
    const lead = await this.lead(first.lead_id);
    return lead ? { lead, replayed: true } : null;
  }

  async lead(leadId: string): Promise<StoredLead | null> {
    if (!UUID.test(leadId)) return null;
    const row = await this.db
      .selectFrom('leads')
      .select(LEAD_COLUMNS)
      .where('site', '=', this.site)
      .where('lead_id', '=', leadId)
      .executeTakeFirst();
    return row ? toLead(row) : null;
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
    const followUps = await this.followUpsOf(claimed);

    const leads = await this.db
      .selectFrom('leads')
      .select(LEAD_COLUMNS)
      .where('site', '=', this.site)
      .where('lead_id', 'in', [...new Set(claimed.map((row) => row.lead_id))])
      .execute();
    const leadsById = new Map(leads.map((row) => [row.lead_id, toLead(row)]));
    return claimed
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((row) => ({
        deliveryId: String(row.id),
        ...lease,
        attempt: row.attempts,
        destination: row.destination,
        lead: leadsById.get(row.lead_id)!,
        ...(row.follow_up !== null && {
          followUp: followUps.get(eventKey(row.lead_id, row.follow_up))!,
        }),
      }));
  }

  /** The follow-ups the claimed jobs deliver, as their events stand now. */
  private async followUpsOf(
    claimed: readonly { lead_id: string; follow_up: string | null }[],
  ): Promise<Map<string, LeadFollowUp>> {
    const wanted = claimed.filter((row) => row.follow_up !== null);
    if (wanted.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('lead_events')
      .select(EVENT_COLUMNS)
      .where('site', '=', this.site)
      .where('lead_id', 'in', [...new Set(wanted.map((row) => row.lead_id))])
      .where('name', 'in', [...new Set(wanted.map((row) => row.follow_up!))])
      .execute();
    // The jobs' foreign key keeps their event; its payload is there unless an older caller
    // recorded the event bare.
    return new Map(
      rows.map((row) => [
        eventKey(row.lead_id, row.name),
        { name: row.name, payload: row.payload ?? {}, occurredAt: new Date(row.occurred_at) },
      ]),
    );
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

  async recordLeadEvent(
    leadId: string,
    name: string,
    occurredAt: Date = new Date(),
  ): Promise<LeadEvent | null> {
    const eventName = checkEventName(name);
    if (!UUID.test(leadId)) return null;
    // Only a lead of this site takes the event: the insert selects the lead under the site.
    await this.db
      .insertInto('lead_events')
      .columns(['site', 'lead_id', 'name', 'occurred_at'])
      .expression((eb) =>
        eb
          .selectFrom('leads')
          .select([
            'site',
            'lead_id',
            // Typed, or PostgreSQL reads the parameters in a select list as text.
            sql<string>`${eventName}::text`.as('name'),
            sql<Date>`${occurredAt}::timestamptz`.as('occurred_at'),
          ])
          .where('site', '=', this.site)
          .where('lead_id', '=', leadId),
      )
      .onConflict((conflict) => conflict.columns(['lead_id', 'name']).doNothing())
      .execute();
    return this.leadEvent(leadId, eventName);
  }

  async leadEvent(leadId: string, name: string): Promise<LeadEvent | null> {
    if (!UUID.test(leadId)) return null;
    const row = await this.db
      .selectFrom('lead_events')
      .select(EVENT_COLUMNS)
      .where('site', '=', this.site)
      .where('lead_id', '=', leadId)
      .where('name', '=', name.trim())
      .executeTakeFirst();
    return row ? toEvent(row) : null;
  }

  async recordLeadFollowUp({
    leadId,
    name,
    payload,
    occurredAt,
  }: LeadFollowUpInput): Promise<LeadFollowUpRecorded | null> {
    const eventName = checkEventName(name);
    if (!UUID.test(leadId)) return null;
    const json = JSON.stringify(payload);
    return this.db.transaction().execute(async (trx) => {
      // Only a lead of this site takes the event: the insert selects the lead under the site.
      const inserted = await trx
        .insertInto('lead_events')
        .columns(['site', 'lead_id', 'name', 'occurred_at', 'payload'])
        .expression((eb) =>
          eb
            .selectFrom('leads')
            .select([
              'site',
              'lead_id',
              sql<string>`${eventName}::text`.as('name'),
              sql<Date>`${occurredAt}::timestamptz`.as('occurred_at'),
              sql<string>`${json}::jsonb`.as('payload'),
            ])
            .where('site', '=', this.site)
            .where('lead_id', '=', leadId),
        )
        .onConflict((conflict) => conflict.columns(['lead_id', 'name']).doNothing())
        .returning(EVENT_COLUMNS)
        .executeTakeFirst();
      const row =
        inserted ??
        (await trx
          .updateTable('lead_events')
          .set({ payload: json })
          .where('site', '=', this.site)
          .where('lead_id', '=', leadId)
          .where('name', '=', eventName)
          .returning(EVENT_COLUMNS)
          .executeTakeFirst());
      if (!row) return null;
      // One job per destination of the lead's own jobs (where the lead went, whatever the
      // settings say now); a job already queued for the follow-up stays as it is.
      await trx
        .insertInto('lead_deliveries')
        .columns([
          'site',
          'lead_id',
          'destination_kind',
          'destination',
          'follow_up',
          'next_attempt_at',
          'created_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('lead_deliveries')
            .select([
              'site',
              'lead_id',
              'destination_kind',
              'destination',
              sql<string>`${eventName}::text`.as('follow_up'),
              sql<Date>`${occurredAt}::timestamptz`.as('next_attempt_at'),
              sql<Date>`${occurredAt}::timestamptz`.as('created_at'),
            ])
            .where('site', '=', this.site)
            .where('lead_id', '=', leadId)
            .where('follow_up', 'is', null)
            .orderBy('id'),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      const event = toEvent(row);
      return { event: { ...event, payload: event.payload ?? {} }, created: inserted !== undefined };
    });
  }

  async leadEvents(leadId: string): Promise<LeadEvent[]> {
    if (!UUID.test(leadId)) return [];
    const rows = await this.db
      .selectFrom('lead_events')
      .select(EVENT_COLUMNS)
      .where('site', '=', this.site)
      .where('lead_id', '=', leadId)
      .orderBy('occurred_at')
      .orderBy('id')
      .execute();
    return rows.map(toEvent);
  }

  private async readLead(trx: Transaction<RecordsDatabase>, leadId: string): Promise<StoredLead> {
    const row = await trx
      .selectFrom('leads')
      .select(LEAD_COLUMNS)
      .where('site', '=', this.site)
      .where('lead_id', '=', leadId)
      .executeTakeFirstOrThrow();
    return toLead(row);
  }
}
