import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  SimilarCarAlert,
  SimilarCarAlertDue,
  SimilarCarAlertFilter,
  SimilarCarAlertInput,
  WaitingSimilarCarAlertsPage,
} from '../../../alerts/similar-car-alerts.port.js';
import { MAX_RECORDS_PER_READ } from '../records.port.js';
import type { RecordsDatabase, SimilarCarAlertsTable } from './records-database.js';
import { queueSimilarCarAlertEmail } from './kysely-similar-car-alert-emails.js';

/** 256 random bits: an unsubscribe link can only be had from the alert itself. */
const TOKEN_BYTES = 32;
/**
 * A create meets a waiting twin (same car and contact) or, with odds of 2^-256, a token in use;
 * the twin may become due between the insert and the read, so try a few times.
 */
const CREATE_ATTEMPTS = 3;

const clampLimit = (limit: number) =>
  Math.min(Math.max(1, Math.trunc(limit)), MAX_RECORDS_PER_READ);

const newUnsubscribeToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

const COLUMNS = [
  'id',
  'car_id',
  'criteria',
  'email',
  'phone',
  'known_similar_car_ids',
  'unsubscribe_token',
  'status',
  'matched_car_id',
  'created_at',
  'due_at',
  'unsubscribed_at',
] as const;

type AlertRow = Pick<Selectable<SimilarCarAlertsTable>, (typeof COLUMNS)[number]>;

const dateOrNull = (value: Date | null) => (value === null ? null : new Date(value));

function toAlert(row: AlertRow): SimilarCarAlert {
  return {
    // bigint: a string from pg, maybe a number or bigint from other drivers.
    id: String(row.id),
    carId: row.car_id,
    criteria: row.criteria,
    email: row.email,
    phone: row.phone,
    knownSimilarCarIds: row.known_similar_car_ids,
    unsubscribeToken: row.unsubscribe_token,
    status: row.status,
    matchedCarId: row.matched_car_id,
    createdAt: new Date(row.created_at),
    dueAt: dateOrNull(row.due_at),
    unsubscribedAt: dateOrNull(row.unsubscribed_at),
  };
}

/** A bigint id as text, or null for text that cannot be one (it then names no alert). */
function alertIdOrNull(id: string): string | null {
  return /^\d{1,18}$/.test(id) ? id : null;
}

/** One site's similar-car alerts: `site` is added to every statement. */
export class KyselySimilarCarAlerts {
  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
  ) {}

  async create(input: SimilarCarAlertInput): Promise<SimilarCarAlert> {
    for (let attempt = 1; attempt <= CREATE_ATTEMPTS; attempt++) {
      const inserted = await this.db
        .insertInto('similar_car_alerts')
        .values({
          site: this.site,
          car_id: input.carId,
          criteria: JSON.stringify(input.criteria),
          email: input.email,
          phone: input.phone,
          known_similar_car_ids: JSON.stringify(input.knownSimilarCarIds),
          unsubscribe_token: newUnsubscribeToken(),
          created_at: input.createdAt,
        })
        // Any unique clash: the waiting twin (read below) or a token in use (try again).
        .onConflict((conflict) => conflict.doNothing())
        .returning(COLUMNS)
        .executeTakeFirst();
      if (inserted) return toAlert(inserted);

      const twin = await this.db
        .selectFrom('similar_car_alerts')
        .select(COLUMNS)
        .where('site', '=', this.site)
        .where('car_id', '=', input.carId)
        .where('status', '=', 'waiting')
        .where('email', 'is not distinct from', input.email)
        .where('phone', 'is not distinct from', input.phone)
        .executeTakeFirst();
      if (twin) return toAlert(twin);
    }
    throw new Error(`records: could not store a similar-car alert for car ${input.carId}`);
  }

  async waiting({ afterId, limit = MAX_RECORDS_PER_READ }: WaitingSimilarCarAlertsPage = {}) {
    let query = this.db
      .selectFrom('similar_car_alerts')
      .select(COLUMNS)
      .where('site', '=', this.site)
      .where('status', '=', 'waiting');
    if (afterId !== undefined) {
      const after = alertIdOrNull(afterId);
      if (after === null) throw new RangeError(`afterId: "${afterId}" is not an alert id`);
      query = query.where('id', '>', after);
    }
    const rows = await query.orderBy('id', 'asc').limit(clampLimit(limit)).execute();
    return rows.map(toAlert);
  }

  async markDue({ alertId, matchedCarId, dueAt, arrivals }: SimilarCarAlertDue): Promise<boolean> {
    if (arrivals && arrivals[0]?.id !== matchedCarId) {
      throw new RangeError(`arrivals: must start with the matched car ${matchedCarId}`);
    }
    const id = alertIdOrNull(alertId);
    if (id === null) return false;
    return this.db.transaction().execute(async (trx) => {
      // One statement: under concurrent calls the row lock makes the second re-check `status`.
      const updated = await trx
        .updateTable('similar_car_alerts')
        .set({ status: 'due', matched_car_id: matchedCarId, due_at: dueAt })
        .where('site', '=', this.site)
        .where('id', '=', id)
        .where('status', '=', 'waiting')
        .returning(['id', 'email'])
        .executeTakeFirst();
      if (!updated) return false;
      // The e-mail is queued with the alert made due, or neither happens: it is never lost.
      if (arrivals && updated.email !== null) {
        await queueSimilarCarAlertEmail(trx, this.site, {
          alertId: id,
          recipient: updated.email,
          cars: arrivals,
          dueAt,
        });
      }
      return true;
    });
  }

  async unsubscribe(token: string, unsubscribedAt: Date): Promise<boolean> {
    const updated = await this.db
      .updateTable('similar_car_alerts')
      .set({
        status: 'unsubscribed',
        // A repeat keeps the first time.
        unsubscribed_at: sql<Date>`coalesce(unsubscribed_at, ${unsubscribedAt})`,
      })
      .where('site', '=', this.site)
      .where('unsubscribe_token', '=', token)
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  }

  async list(
    { carId, status }: SimilarCarAlertFilter = {},
    limit = MAX_RECORDS_PER_READ,
  ): Promise<SimilarCarAlert[]> {
    let query = this.db
      .selectFrom('similar_car_alerts')
      .select(COLUMNS)
      .where('site', '=', this.site);
    if (carId !== undefined) query = query.where('car_id', '=', carId);
    if (status !== undefined) query = query.where('status', '=', status);
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(clampLimit(limit))
      .execute();
    return rows.map(toAlert);
  }
}
