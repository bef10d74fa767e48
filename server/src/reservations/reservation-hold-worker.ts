import type { Site } from '@forecourt/tenants/site';
import { PollingLoop } from '../jobs/polling-loop.js';
import type { JobLog } from '../jobs/leased-job-worker.js';
import type { SiteStock } from '../stock/stock-search.port.js';
import type { StockDocument } from '../stock/stock-document.js';
import {
  ReservationFollowUps,
  type FollowUpRecords,
  type JourneyLeadOf,
} from './reservation-follow-ups.js';
import type { SiteReservationRecords } from './reservation-records.port.js';
import type { Reservation } from './reservation.types.js';
import { reasonOf } from '../error-reason.js';

/**
 * Keeps reservations' holds honest on a timer: a pending reservation whose payment window ended
 * expires (the car is free again); a paid one whose car the feed now shows reserved, sold or gone
 * is confirmed (the dealership has it in hand); a paid one whose hold ended unconfirmed expires,
 * the car is offered again, and the dealer and shopper are told. Every move is conditional, so
 * workers on several replicas, or a payment event at the same moment, move a reservation once.
 */

export const HOLD_POLL_MS = 30_000;
/** Reservations read per batch; a pass reads batches until one comes back short. */
export const HOLD_BATCH = 100;

export type HoldWorkerRecords = Pick<
  SiteReservationRecords,
  'lapsedReservations' | 'paidReservations' | 'moveReservation'
> &
  FollowUpRecords;

export interface ReservationHoldWorkerOptions {
  sites: readonly Site[];
  records: { forSite(site: Site): HoldWorkerRecords };
  /**
   * The site's stock as the feed has it: undecorated, never with the paid holds shown as
   * reserved (which would confirm every paid reservation at once).
   */
  stock: { forSite(site: Site): Pick<SiteStock, 'findByIds'> };
  origin: (site: Site) => string;
  log: JobLog;
  now?: (() => Date) | undefined;
  pollIntervalMs?: number | undefined;
  batchSize?: number | undefined;
  /** Told after a pass moved a reservation of the site (the reserved overlay's `invalidate`). */
  holdsChanged?: ((site: Site) => void) | undefined;
  /** A journey's lead, so its deposit is a follow-up of it (see ReservationFollowUpsOptions). */
  journeyLead?: JourneyLeadOf | undefined;
}

export interface HoldRunCounts {
  /** Pending reservations whose payment window ended. */
  unpaid: number;
  /** Paid reservations whose hold ended unconfirmed. */
  released: number;
  confirmed: number;
}

/** The feed has taken the car on: marked reserved, sold, or no longer listed. */
const feedConfirms = (car: StockDocument | null) =>
  car === null || car.reserved || car.status === 'sold';

export class ReservationHoldWorker {
  private readonly now: () => Date;
  private readonly followUps: ReservationFollowUps;
  private readonly batchSize: number;
  private readonly loop: PollingLoop<HoldRunCounts>;

  constructor(private readonly options: ReservationHoldWorkerOptions) {
    this.now = options.now ?? (() => new Date());
    this.followUps = new ReservationFollowUps({
      origin: options.origin,
      now: this.now,
      journeyLead: options.journeyLead,
    });
    this.batchSize = options.batchSize ?? HOLD_BATCH;
    this.loop = new PollingLoop(() => this.runAllSites(), options.pollIntervalMs ?? HOLD_POLL_MS);
  }

  /** Runs a pass at once (holds that ended while no process ran) and then on the timer. */
  start(): void {
    this.loop.start();
  }

  /** No new passes; resolves when the pass under way has finished. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass over every site; a call while one is under way joins it. */
  runOnce(): Promise<HoldRunCounts> {
    return this.loop.runOnce();
  }

  private async runAllSites(): Promise<HoldRunCounts> {
    const counts: HoldRunCounts = { unpaid: 0, released: 0, confirmed: 0 };
    // A copy: a reload replaces the sites in place, maybe while this pass awaits.
    for (const site of [...this.options.sites]) {
      const before = counts.unpaid + counts.released + counts.confirmed;
      try {
        await this.runSite(site, counts);
      } catch (error) {
        // The store or the stock was unreachable: the next pass tries again.
        this.options.log.error(
          { err: error, site: site.config.slug },
          `reservation holds of ${site.config.slug}: pass failed (${reasonOf(error)})`,
        );
      }
      if (counts.unpaid + counts.released + counts.confirmed > before) {
        this.options.holdsChanged?.(site);
      }
    }
    return counts;
  }

  private async runSite(site: Site, counts: HoldRunCounts): Promise<void> {
    const records = this.options.records.forSite(site);
    // Confirmation first: a hold that ended while the feed already shows the car taken is kept.
    await this.confirmFromFeed(site, records, counts);
    for (;;) {
      const lapsed = await records.lapsedReservations(this.now(), this.batchSize);
      for (const reservation of lapsed) await this.end(site, records, reservation, counts);
      if (lapsed.length < this.batchSize) return;
    }
  }

  private async confirmFromFeed(site: Site, records: HoldWorkerRecords, counts: HoldRunCounts) {
    const paid = await records.paidReservations(this.batchSize * 10);
    if (paid.length === 0) return;
    const cars = await this.options.stock.forSite(site).findByIds(paid.map((r) => r.carId));
    for (const [index, reservation] of paid.entries()) {
      if (!feedConfirms(cars[index] ?? null)) continue;
      const confirmed = await records.moveReservation(
        reservation.id,
        ['paid'],
        'confirmed',
        this.now(),
      );
      if (!confirmed) continue;
      counts.confirmed += 1;
      await this.tell(site, confirmed, () => this.followUps.confirmed(confirmed, site, records));
      this.options.log.info(
        { site: site.config.slug, reservation: reservation.id },
        `reservation ${reservation.reference}: confirmed by the feed`,
      );
    }
  }

  /**
   * The dealer's follow-up and the shopper's e-mail after a move. The move is done and will not
   * be found again, so a failure here is logged for the operator, naming the reservation and
   * what was not sent, and the pass goes on with the others.
   */
  private async tell(site: Site, reservation: Reservation, followUps: () => Promise<void>) {
    try {
      await followUps();
    } catch (error) {
      this.options.log.error(
        { err: error, site: site.config.slug, reservation: reservation.id },
        `reservation ${reservation.reference}: ${reservation.state}, but the dealer's follow-up or the shopper's e-mail was not queued (${reasonOf(error)})`,
      );
    }
  }

  private async end(
    site: Site,
    records: HoldWorkerRecords,
    reservation: Reservation,
    counts: HoldRunCounts,
  ) {
    const at = this.now();
    const fields = { site: site.config.slug, reservation: reservation.id };
    if (reservation.state === 'pending') {
      if (await records.moveReservation(reservation.id, ['pending'], 'expired', at)) {
        counts.unpaid += 1;
        this.options.log.info(fields, `reservation ${reservation.reference}: not paid in time`);
      }
      return;
    }
    const released = await records.moveReservation(reservation.id, ['paid'], 'expired', at);
    if (!released) return;
    counts.released += 1;
    await this.tell(site, released, () => this.followUps.released(released, site, records));
    this.options.log.warn(
      fields,
      `reservation ${reservation.reference}: hold ended unconfirmed; the car is offered again`,
    );
  }
}
