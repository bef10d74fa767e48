import type { Kysely, Selectable } from 'kysely';
import type {
  NewReservation,
  ReservationCreated,
  ReservationMoveFacts,
  SiteReservationRecords,
} from '../../../reservations/reservation-records.port.js';
import { newReservationReference } from '../../../reservations/reservation-reference.js';
import {
  canMove,
  HOLDING_STATES,
  type PaymentProviderName,
  type Reservation,
  type ReservationState,
} from '../../../reservations/reservation.types.js';
import { MAX_RECORDS_PER_READ } from '../records.port.js';
import type { RecordsDatabase, ReservationsTable } from './records-database.js';
import { UUID } from './uuid.js';

/** The index that keeps a car to one holding reservation (migration 0015). */
const ONE_HOLDING_PER_CAR = 'reservations_one_holding_per_car';
const IDEMPOTENCY_KEY = 'reservations_idempotency_key';
const REFERENCE_KEY = 'reservations_reference_key';
/** A reference colliding this often in a row means something else is wrong. */
const REFERENCE_ATTEMPTS = 5;
const MAX_TEXT_KEY = 200;

const clampLimit = (limit: number) =>
  Math.min(Math.max(1, Math.trunc(limit)), MAX_RECORDS_PER_READ);

/**
 * The unique constraint an insert broke, or null for any other error. PostgreSQL (pg) and PGlite
 * both report SQLSTATE 23505 with the constraint's name.
 */
function violatedConstraint(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint, message } = error as Record<string, unknown>;
  if (code !== '23505') return null;
  if (typeof constraint === 'string') return constraint;
  const named = typeof message === 'string' ? /"([^"]+)"/.exec(message) : null;
  return named?.[1] ?? '';
}

/** Timestamps that the end of a reservation sets, by the state it moves to. */
function momentsOf(to: ReservationState, at: Date) {
  switch (to) {
    case 'paid':
      return { paid_at: at };
    case 'confirmed':
      return { confirmed_at: at };
    case 'expired':
    case 'cancelled':
    case 'refunded':
      return { ended_at: at };
    default:
      return {};
  }
}

function reservationOf(row: Selectable<ReservationsTable>): Reservation {
  const date = (value: Date | null) => (value === null ? null : new Date(value));
  return {
    id: row.id,
    reference: row.reference,
    carId: row.car_id,
    carSlug: row.car_slug,
    userId: row.user_id,
    journeyId: row.journey_id,
    idempotencyKey: row.idempotency_key,
    shopper: row.details.shopper,
    car: row.details.car,
    depositCents: row.deposit_cents,
    currency: 'aud',
    state: row.state,
    provider: row.provider,
    paymentSessionId: row.payment_session_id,
    paymentId: row.payment_id,
    leadId: row.lead_id,
    paymentDueBy: new Date(row.payment_due_by),
    holdUntil: date(row.hold_until),
    paidAt: date(row.paid_at),
    confirmedAt: date(row.confirmed_at),
    endedAt: date(row.ended_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** One site's reservations: `site` is added to every statement. */
export class KyselyReservations implements SiteReservationRecords {
  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
    /** Resolves once the tables exist. */
    private readonly ready: () => Promise<void> = () => Promise.resolve(),
  ) {}

  async createReservation(reservation: NewReservation, now: Date): Promise<ReservationCreated> {
    await this.ready();
    let reference = reservation.reference;
    for (let attempt = 1; ; attempt += 1) {
      const earlier = await this.byIdempotencyKey(reservation.idempotencyKey);
      if (earlier) return { outcome: 'replayed', reservation: earlier };
      try {
        const created = await this.insertExpiringStale({ ...reservation, reference }, now);
        return { outcome: 'created', reservation: created };
      } catch (error) {
        const constraint = violatedConstraint(error);
        if (constraint === ONE_HOLDING_PER_CAR) return { outcome: 'carHeld' };
        // The same submit arrived twice at once: the other one stored it.
        if (constraint === IDEMPOTENCY_KEY) continue;
        if (constraint === REFERENCE_KEY && attempt < REFERENCE_ATTEMPTS) {
          reference = newReservationReference();
          continue;
        }
        throw error;
      }
    }
  }

  /**
   * In one transaction: the car's pending reservations whose payment window has passed are
   * expired (they no longer hold it), then the new one is inserted. The partial unique index
   * refuses the insert while another reservation holds the car, also one inserted at the same
   * moment by another connection (PostgreSQL waits for it and then refuses).
   */
  private insertExpiringStale(reservation: NewReservation, now: Date): Promise<Reservation> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('reservations')
        .set({ state: 'expired', ended_at: now, updated_at: now })
        .where('site', '=', this.site)
        .where('car_id', '=', reservation.car.carId)
        .where('state', '=', 'pending')
        .where('payment_due_by', '<=', now)
        .execute();
      const row = await trx
        .insertInto('reservations')
        .values({
          id: reservation.id,
          site: this.site,
          reference: reservation.reference,
          car_id: reservation.car.carId,
          car_slug: reservation.car.slug,
          user_id: reservation.userId,
          journey_id: reservation.journeyId,
          idempotency_key: reservation.idempotencyKey,
          details: JSON.stringify({ shopper: reservation.shopper, car: reservation.car }),
          deposit_cents: reservation.depositCents,
          currency: 'aud',
          state: 'pending',
          provider: reservation.provider,
          payment_due_by: reservation.paymentDueBy,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reservationOf(row);
    });
  }

  async setPaymentSession(id: string, sessionId: string, now: Date): Promise<Reservation | null> {
    await this.ready();
    if (!UUID.test(id)) return null;
    const row = await this.db
      .updateTable('reservations')
      .set({ payment_session_id: sessionId, updated_at: now })
      .where('site', '=', this.site)
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    return row ? reservationOf(row) : null;
  }

  async moveReservation(
    id: string,
    from: readonly ReservationState[],
    to: ReservationState,
    at: Date,
    facts: ReservationMoveFacts = {},
  ): Promise<Reservation | null> {
    const allowed = from.filter((state) => canMove(state, to));
    if (allowed.length !== from.length) {
      throw new RangeError(`moveReservation: ${from.join('|')} → ${to} is not a move`);
    }
    if (!UUID.test(id) || allowed.length === 0) return null;
    await this.ready();
    const row = await this.db
      .updateTable('reservations')
      .set({
        state: to,
        updated_at: at,
        ...momentsOf(to, at),
        ...(facts.paymentId !== undefined && { payment_id: facts.paymentId }),
        ...(facts.holdUntil !== undefined && { hold_until: facts.holdUntil }),
        ...(facts.leadId !== undefined && { lead_id: facts.leadId }),
      })
      .where('site', '=', this.site)
      .where('id', '=', id)
      // Conditional: of two moves racing, the second finds the state changed and writes nothing.
      .where('state', 'in', allowed)
      .returningAll()
      .executeTakeFirst();
    return row ? reservationOf(row) : null;
  }

  /**
   * Remembers the dealer's lead of a reservation (once: a lead stored before is kept). Not part
   * of a move, so a crash between storing the lead and moving on is healed by the next attempt.
   */
  async setReservationLead(id: string, leadId: string, now: Date): Promise<Reservation | null> {
    await this.ready();
    if (!UUID.test(id) || !UUID.test(leadId)) return null;
    const row = await this.db
      .updateTable('reservations')
      .set({ lead_id: leadId, updated_at: now })
      .where('site', '=', this.site)
      .where('id', '=', id)
      .where('lead_id', 'is', null)
      .returningAll()
      .executeTakeFirst();
    return row ? reservationOf(row) : this.reservation(id);
  }

  async reservation(id: string): Promise<Reservation | null> {
    if (!UUID.test(id)) return null;
    return this.first((query) => query.where('id', '=', id));
  }

  async reservationByReference(reference: string): Promise<Reservation | null> {
    if (reference.length === 0 || reference.length > MAX_TEXT_KEY) return null;
    return this.first((query) => query.where('reference', '=', reference));
  }

  async reservationByPaymentSession(
    provider: PaymentProviderName,
    sessionId: string,
  ): Promise<Reservation | null> {
    if (sessionId.length === 0 || sessionId.length > MAX_TEXT_KEY) return null;
    return this.first((query) =>
      query.where('provider', '=', provider).where('payment_session_id', '=', sessionId),
    );
  }

  async holdingReservationOfCar(carId: string): Promise<Reservation | null> {
    return this.first((query) =>
      query.where('car_id', '=', carId).where('state', 'in', HOLDING_STATES),
    );
  }

  async heldCarIds(now: Date): Promise<string[]> {
    await this.ready();
    const rows = await this.db
      .selectFrom('reservations')
      .select('car_id')
      .distinct()
      .where('site', '=', this.site)
      .where('state', '=', 'paid')
      .where('hold_until', '>', now)
      .orderBy('car_id')
      .limit(MAX_RECORDS_PER_READ)
      .execute();
    return rows.map((row) => row.car_id);
  }

  async paidReservations(limit: number): Promise<Reservation[]> {
    await this.ready();
    const rows = await this.db
      .selectFrom('reservations')
      .selectAll()
      .where('site', '=', this.site)
      .where('state', '=', 'paid')
      .orderBy('paid_at')
      .orderBy('id')
      .limit(clampLimit(limit))
      .execute();
    return rows.map(reservationOf);
  }

  async lapsedReservations(now: Date, limit: number): Promise<Reservation[]> {
    await this.ready();
    const rows = await this.db
      .selectFrom('reservations')
      .selectAll()
      .where('site', '=', this.site)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'pending'), eb('payment_due_by', '<=', now)]),
          eb.and([eb('state', '=', 'paid'), eb('hold_until', '<=', now)]),
        ]),
      )
      .orderBy('updated_at')
      .orderBy('id')
      .limit(clampLimit(limit))
      .execute();
    return rows.map(reservationOf);
  }

  async reservationsOfUser(userId: string): Promise<Reservation[]> {
    await this.ready();
    if (!UUID.test(userId)) return [];
    const rows = await this.db
      .selectFrom('reservations')
      .selectAll()
      .where('site', '=', this.site)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_RECORDS_PER_READ)
      .execute();
    return rows.map(reservationOf);
  }

  async recordPaymentEvent(
    provider: PaymentProviderName,
    eventId: string,
    reservationId: string,
    kind: string,
    receivedAt: Date,
  ): Promise<boolean> {
    await this.ready();
    if (!UUID.test(reservationId)) return false;
    const inserted = await this.db
      .insertInto('reservation_payment_events')
      .values({
        site: this.site,
        provider,
        event_id: eventId,
        reservation_id: reservationId,
        kind,
        received_at: receivedAt,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('event_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  private byIdempotencyKey(key: string): Promise<Reservation | null> {
    return this.first((query) => query.where('idempotency_key', '=', key));
  }

  private async first(
    narrow: (
      query: ReturnType<typeof this.selectReservations>,
    ) => ReturnType<typeof this.selectReservations>,
  ): Promise<Reservation | null> {
    await this.ready();
    const row = await narrow(this.selectReservations()).limit(1).executeTakeFirst();
    return row ? reservationOf(row) : null;
  }

  private selectReservations() {
    return this.db.selectFrom('reservations').selectAll().where('site', '=', this.site);
  }
}
