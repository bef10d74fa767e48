import type { Site } from '@forecourt/tenants/site';
import { leadDestinations } from '../leads/lead-destinations.js';
import { hashLeadSubmission } from '../leads/lead-idempotency.js';
import type { SiteLeadRecords } from '../leads/lead-records.port.js';
import { randomUUID } from 'node:crypto';
import type {
  ReservationEmailKind,
  SiteReservationEmailRecords,
} from './reservation-email-records.port.js';
import {
  dealershipLocation,
  depositLead,
  depositPayload,
  reservationLeadKey,
} from './reservation-lead.js';
import type { SiteReservationRecords } from './reservation-records.port.js';
import type { Reservation } from './reservation.types.js';

/**
 * What follows a reservation's move, for the dealer (its lead through the outbox, then follow-ups
 * of that lead) and for the shopper (one e-mail of each kind). Each step is idempotent: the
 * lead's key, the follow-up's name and the e-mail's kind are each taken once, so running a step
 * again, after a crash or for a repeated event, does nothing twice.
 */

/** The lead follow-ups' names (their subcategory in the dealer's systems). */
export const RESERVATION_FOLLOW_UPS = {
  refunded: 'Deposit refunded',
  released: 'Reservation hold ended',
  confirmed: 'Reservation confirmed',
} as const;

export type FollowUpRecords = Pick<SiteReservationRecords, 'setReservationLead'> &
  Pick<SiteReservationEmailRecords, 'queueReservationEmail'> &
  Pick<SiteLeadRecords, 'submitLead' | 'recordLeadFollowUp'>;

export class ReservationFollowUps {
  constructor(private readonly options: { origin: (site: Site) => string; now: () => Date }) {}

  /** Deposit received: the dealer's lead and the shopper's confirmation. */
  async paid(reservation: Reservation, site: Site, records: FollowUpRecords): Promise<void> {
    await this.lead(reservation, site, records);
    await this.email(reservation, 'confirmed', records);
  }

  async refunded(reservation: Reservation, site: Site, records: FollowUpRecords): Promise<void> {
    await this.followUp(reservation, site, records, RESERVATION_FOLLOW_UPS.refunded);
    await this.email(reservation, 'refunded', records);
  }

  /** The hold ended unconfirmed: the car is offered again. */
  async released(reservation: Reservation, site: Site, records: FollowUpRecords): Promise<void> {
    await this.followUp(reservation, site, records, RESERVATION_FOLLOW_UPS.released);
    await this.email(reservation, 'released', records);
  }

  /** The feed shows the car reserved or sold: the dealership has taken it on. */
  async confirmed(reservation: Reservation, site: Site, records: FollowUpRecords): Promise<void> {
    await this.followUp(reservation, site, records, RESERVATION_FOLLOW_UPS.confirmed);
  }

  /**
   * The reservation's lead id, submitting the lead first when it has none yet (its key makes a
   * second submit answer the first lead).
   */
  async lead(reservation: Reservation, site: Site, records: FollowUpRecords): Promise<string> {
    if (reservation.leadId) return reservation.leadId;
    const journey = reservation.journeyId !== null;
    const lead = depositLead({
      site,
      reservation,
      origin: this.options.origin(site),
      leadId: randomUUID(),
      ...(journey && { kind: 'online_purchase' as const, category: 'Online Purchase' }),
      createdAt: reservation.paidAt ?? this.options.now(),
    });
    const submitted = await records.submitLead({
      idempotencyKey: reservationLeadKey(reservation.id),
      // One reservation, one lead: the key's payload is the reservation itself.
      payloadHash: hashLeadSubmission({ reservation: reservation.id }),
      lead,
      destinations: leadDestinations(site, dealershipLocation(site, reservation.car.dealershipId)),
    });
    const leadId = submitted.lead.leadId;
    await records.setReservationLead(reservation.id, leadId, this.options.now());
    return leadId;
  }

  private async followUp(
    reservation: Reservation,
    site: Site,
    records: FollowUpRecords,
    name: string,
  ): Promise<void> {
    const leadId = await this.lead(reservation, site, records);
    await records.recordLeadFollowUp({
      leadId,
      name,
      payload: {
        ...depositPayload(reservation, this.options.origin(site)),
        state: reservation.state,
      },
      occurredAt: reservation.endedAt ?? reservation.confirmedAt ?? this.options.now(),
    });
  }

  private async email(
    reservation: Reservation,
    kind: ReservationEmailKind,
    records: FollowUpRecords,
  ): Promise<void> {
    await records.queueReservationEmail({
      reservationId: reservation.id,
      kind,
      recipient: reservation.shopper.email,
      payload: {
        reference: reservation.reference,
        holdUntil: reservation.holdUntil?.toISOString() ?? null,
      },
      createdAt: this.options.now(),
    });
  }
}
