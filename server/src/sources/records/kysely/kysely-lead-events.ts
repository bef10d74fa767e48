import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type {
  LeadEvent,
  LeadFollowUp,
  LeadFollowUpInput,
  LeadFollowUpRecorded,
} from '../../../leads/lead-records.port.js';
import type { LeadEventsTable, RecordsDatabase } from './records-database.js';
import { UUID } from './uuid.js';

/**
 * One site's lead event log: what happened to a lead after it was taken (a valuation, an accepted
 * offer), each event once per lead. A follow-up is an event that also queues a job to every
 * destination the lead went to, in the same transaction. `site` is added to every statement.
 */

const MAX_EVENT_NAME_LENGTH = 200;

const EVENT_COLUMNS = ['lead_id', 'name', 'occurred_at', 'payload'] as const;

type EventRow = Pick<Selectable<LeadEventsTable>, (typeof EVENT_COLUMNS)[number]>;

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

/** Where a follow-up's event is found among claimed jobs. */
export const followUpKey = (leadId: string, name: string) => `${leadId}\n${name}`;

export class KyselyLeadEvents {
  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
  ) {}

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

  /** The follow-ups the claimed jobs deliver, as their events stand now. */
  async followUpsOf(
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
        followUpKey(row.lead_id, row.name),
        { name: row.name, payload: row.payload ?? {}, occurredAt: new Date(row.occurred_at) },
      ]),
    );
  }
}
