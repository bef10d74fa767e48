import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  checkIdempotencyKey,
  LeadIdempotencyConflictError,
} from '../../../leads/lead-idempotency.js';
import { LEAD_KINDS, type StoredLead } from '../../../leads/lead.types.js';
import {
  LeadFormTokenUsedError,
  type LeadSubmission,
  type LeadSubmitted,
} from '../../../leads/lead-records.port.js';
import type { LeadsTable, RecordsDatabase } from './records-database.js';
import { UUID } from './uuid.js';

/**
 * One site's stored leads: a submission is written with its delivery jobs in one transaction,
 * and a repeated idempotency key answers the first lead. `site` is added to every statement.
 */

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

type LeadRow = Pick<Selectable<LeadsTable>, (typeof LEAD_COLUMNS)[number]>;

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

export class KyselyLeadStore {
  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
  ) {}

  async submitLead(submission: LeadSubmission): Promise<LeadSubmitted> {
    const { idempotencyKey, payloadHash, lead, destinations, formTokenId } = submission;
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

      // A new lead takes its form token: a second one with it (a script replaying a harvested
      // token) is refused, and the transaction, key included, rolls back.
      if (formTokenId != null) {
        const taken = await trx
          .insertInto('used_lead_form_tokens')
          .values({
            site: this.site,
            token_id: formTokenId,
            lead_id: lead.leadId,
            used_at: lead.createdAt,
          })
          .onConflict((conflict) => conflict.doNothing())
          .returning('token_id')
          .executeTakeFirst();
        if (!taken) throw new LeadFormTokenUsedError(formTokenId);
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

  async formTokenUsed(tokenId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('used_lead_form_tokens')
      .select('token_id')
      .where('site', '=', this.site)
      .where('token_id', '=', tokenId)
      .executeTakeFirst();
    return row !== undefined;
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

  /** The site's leads of the ids given, by id (for the jobs claimed for them). */
  async leadsById(leadIds: readonly string[]): Promise<Map<string, StoredLead>> {
    const rows = await this.db
      .selectFrom('leads')
      .select(LEAD_COLUMNS)
      .where('site', '=', this.site)
      .where('lead_id', 'in', [...new Set(leadIds)])
      .execute();
    return new Map(rows.map((row) => [row.lead_id, toLead(row)]));
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
