import { randomUUID } from 'node:crypto';
import {
  reservationPath,
  checkoutJourneyPath,
  reserveCancelledPath,
} from '@forecourt/schema/reservations/checkout-paths';
import type { Site } from '@forecourt/tenants/site';
import type { JobLog } from '../jobs/leased-job-worker.js';
import type { SiteLeadRecords } from '../leads/lead-records.port.js';
import type {
  PaymentEvent,
  PaymentEventOutcome,
  PaymentProvider,
  PaymentSessionRequest,
} from '../payments/payment-provider.port.js';
import { canReserve } from '../stock/car-eligibility.js';
import { MIN_DISPLAYED_PRICE } from '../stock/price-display.js';
import type { SiteStock } from '../stock/stock-search.port.js';
import type { StockDocument } from '../stock/stock-document.js';
import type {
  ReservationDesk,
  StartReservationRequest,
  StartReservationResult,
} from './reservation-desk.port.js';
import type { SiteReservationEmailRecords } from './reservation-email-records.port.js';
import { ReservationFollowUps, type JourneyLeadOf } from './reservation-follow-ups.js';
import type { SiteReservationRecords } from './reservation-records.port.js';
import { newReservationReference, normaliseReference } from './reservation-reference.js';
import type { Reservation, ReservationCar } from './reservation.types.js';

/**
 * The reservations' desk (reservation-desk.port.ts): starts a reservation (the reserve rule, the
 * site's deposit, the pending row that holds the car, the provider's payment session) and applies
 * the provider's events to it. Every step of an event is idempotent on its own (conditional
 * moves, the lead's idempotency key, one e-mail per kind), so a crash between two steps is healed
 * when the provider delivers the event again; the event is recorded as handled last.
 */

/** What the desk needs of a site's records. */
export type ReservationDeskRecords = SiteReservationRecords &
  SiteReservationEmailRecords &
  Pick<SiteLeadRecords, 'submitLead' | 'recordLeadFollowUp'>;

export interface ReservationDeskOptions {
  /** Every site served: an event names its site by slug. */
  sites: readonly Site[];
  records: { forSite(site: Site): ReservationDeskRecords };
  /** The site's stock, undecorated (a paid hold is the records' to answer, not the stock's). */
  stock: { forSite(site: Site): Pick<SiteStock, 'findBySlugs'> };
  provider: PaymentProvider;
  /** The site's address for links in what is sent without a request at hand (the lead). */
  origin: (site: Site) => string;
  log: JobLog;
  now?: (() => Date) | undefined;
  /**
   * Told after a reservation of the site moved, so a cache of the cars paid reservations hold
   * (the reserved overlay's `invalidate`) is read afresh.
   */
  holdsChanged?: ((site: Site) => void) | undefined;
  /** A journey's lead, so its deposit is a follow-up of it (see ReservationFollowUpsOptions). */
  journeyLead?: JourneyLeadOf | undefined;
}

/**
 * The payment provider could not open a session: the reservation was cancelled (the car is free
 * again). The caller tells the shopper payments are unavailable and to try again; a new try needs
 * a new idempotency key.
 */
export class PaymentsUnavailableError extends Error {
  override readonly name = 'PaymentsUnavailableError';

  constructor(
    readonly reservationId: string,
    options?: { cause?: unknown },
  ) {
    super('Payments are unavailable right now. Nothing was charged; please try again.', options);
  }
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/**
 * Added to the site's payment minutes: the provider counts its minimum session length (Stripe:
 * 30 minutes) from its own clock when it makes the session, a moment after ours, so a window of
 * exactly the minimum would be refused.
 */
export const PAYMENT_WINDOW_MARGIN_MS = MINUTE_MS;

/**
 * Why the car cannot be reserved on this site, or null when it can. The rule is `canReserve`; a
 * journey's deposit needs the site's online purchase feature instead of its reserve button.
 */
export function reserveRefusal(car: StockDocument, site: Site, forJourney: boolean): string | null {
  const { features } = site.config;
  const ruleSite = forJourney
    ? {
        ...site,
        config: {
          ...site.config,
          features: { ...features, reserveButton: features.onlinePurchase },
        },
      }
    : site;
  if (canReserve(car, ruleSite)) return null;
  if (!ruleSite.config.features.reserveButton) {
    return forJourney
      ? 'This site does not sell cars online.'
      : 'This site does not take reservations online.';
  }
  if (car.status !== 'in_stock') return 'This car is no longer available.';
  if (car.reserved) return 'This car is already reserved.';
  if (car.price <= MIN_DISPLAYED_PRICE) {
    return 'This car has no advertised price, so it cannot be reserved online; please ask the dealership.';
  }
  if (car.preorder) return 'This car is on pre-order, so it cannot be reserved online.';
  return 'This car cannot be reserved online.';
}

function reservationCarOf(car: StockDocument): ReservationCar {
  return {
    carId: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    stockNumber: car.stockNumber,
    vin: car.vin,
    km: car.km,
    price: Math.round(car.price),
    carType: car.carType,
    dealershipId: car.dealershipId,
  };
}

/**
 * The provider's session request of a reservation. Made from the stored reservation alone, so a
 * retry asks for exactly the same session (Stripe refuses a reused key with other parameters).
 */
export function paymentSessionRequest(
  reservation: Reservation,
  site: Site,
  origin: string,
): PaymentSessionRequest {
  const { car } = reservation;
  return {
    siteSlug: site.config.slug,
    reservationId: reservation.id,
    reference: reservation.reference,
    amountCents: reservation.depositCents,
    currency: reservation.currency,
    description: `Deposit to reserve ${car.name} (stock ${car.stockNumber})`,
    merchantName: site.config.name,
    customerEmail: reservation.shopper.email,
    successUrl: `${origin}${reservationPath(reservation.id)}`,
    // A journey's deposit goes back to its journey, which opens the deposit step again.
    cancelUrl: `${origin}${
      reservation.journeyId === null
        ? reserveCancelledPath(car.slug, site.config.reservations.path, reservation.id)
        : checkoutJourneyPath(car.slug)
    }`,
    expiresAt: reservation.paymentDueBy,
    idempotencyKey: reservation.id,
  };
}

export class ReservationDeskService implements ReservationDesk {
  private readonly now: () => Date;
  private readonly followUps: ReservationFollowUps;

  constructor(private readonly options: ReservationDeskOptions) {
    this.now = options.now ?? (() => new Date());
    this.followUps = new ReservationFollowUps({
      origin: options.origin,
      now: this.now,
      journeyLead: options.journeyLead,
    });
  }

  async start(request: StartReservationRequest): Promise<StartReservationResult> {
    const { site } = request;
    const [car] = await this.options.stock.forSite(site).findBySlugs([request.carSlug]);
    if (!car) return { outcome: 'notFound' };
    const journeyId = request.journeyId ?? null;
    const refusal = reserveRefusal(car, site, journeyId !== null);
    if (refusal) return { outcome: 'notReservable', reason: refusal };

    const records = this.options.records.forSite(site);
    const settings = site.config.reservations;
    const now = this.now();
    const created = await records.createReservation(
      {
        id: randomUUID(),
        reference: newReservationReference(),
        idempotencyKey: request.idempotencyKey,
        userId: request.userId,
        journeyId,
        shopper: request.shopper,
        car: reservationCarOf(car),
        depositCents: settings.deposit * 100,
        provider: this.options.provider.name,
        paymentDueBy: new Date(
          now.getTime() + settings.paymentMinutes * MINUTE_MS + PAYMENT_WINDOW_MARGIN_MS,
        ),
      },
      now,
    );
    if (created.outcome === 'carHeld') return { outcome: 'carHeld' };
    if (created.outcome === 'replayed') return this.replay(created.reservation, request);
    return this.openPayment(created.reservation, request);
  }

  async byReference(site: Site, reference: string): Promise<Reservation | null> {
    return this.options.records.forSite(site).reservationByReference(normaliseReference(reference));
  }

  handlePaymentEvent = async (event: PaymentEvent): Promise<PaymentEventOutcome> => {
    const site = this.options.sites.find((s) => s.config.slug === event.siteSlug);
    if (!site) return 'unknown';
    const records = this.options.records.forSite(site);
    // Looked up in the event's own site only: another site's reservation is never touched.
    const reservation = await records.reservation(event.reservationId);
    if (
      !reservation ||
      reservation.provider !== event.provider ||
      reservation.paymentSessionId === null ||
      reservation.paymentSessionId !== event.sessionId
    ) {
      return 'unknown';
    }
    const fields = {
      site: site.config.slug,
      reservation: reservation.id,
      event: event.eventId,
      kind: event.kind,
    };
    const outcome = await this.apply(event, reservation, site, records);
    if (outcome === 'applied') this.options.holdsChanged?.(site);
    // Recorded last: a crash before this leaves the event to the provider's retry, whose steps
    // each find their work done or do what was left.
    const first = await records.recordPaymentEvent(
      event.provider,
      event.eventId,
      reservation.id,
      event.kind,
      this.now(),
    );
    this.options.log.info(
      { ...fields, outcome, repeat: !first },
      `reservation ${reservation.reference}: ${event.kind} event ${outcome}${first ? '' : ' (a repeat)'}`,
    );
    return outcome;
  };

  private async apply(
    event: PaymentEvent,
    reservation: Reservation,
    site: Site,
    records: ReservationDeskRecords,
  ): Promise<PaymentEventOutcome> {
    const at = this.now();
    switch (event.kind) {
      case 'paid':
        return this.paid(event, reservation, site, records, at);
      case 'expired':
      case 'cancelled': {
        const moved = await records.moveReservation(reservation.id, ['pending'], event.kind, at);
        if (moved) return 'applied';
        const current = await records.reservation(reservation.id);
        return current?.state === event.kind ? 'applied' : 'ignored';
      }
      case 'refunded': {
        const moved =
          (await records.moveReservation(reservation.id, ['paid', 'confirmed'], 'refunded', at)) ??
          (await records.reservation(reservation.id));
        if (moved?.state !== 'refunded') return 'ignored';
        await this.followUps.refunded(moved, site, records);
        return 'applied';
      }
    }
  }

  private async paid(
    event: PaymentEvent,
    reservation: Reservation,
    site: Site,
    records: ReservationDeskRecords,
    at: Date,
  ): Promise<PaymentEventOutcome> {
    const holdUntil = new Date(at.getTime() + site.config.reservations.holdHours * HOUR_MS);
    const moved =
      (await records.moveReservation(reservation.id, ['pending'], 'paid', at, {
        paymentId: event.paymentId,
        holdUntil,
      })) ?? (await records.reservation(reservation.id));
    if (!moved) return 'unknown';
    if (moved.state === 'paid' || moved.state === 'confirmed') {
      // Also on a repeat: whatever a crash left undone (the lead, the e-mail) is done now.
      await this.followUps.paid(moved, site, records);
      return 'applied';
    }
    // Ended before it was ever paid: this is a late payment. (One paid before, whose hold has
    // since ended, is the dealer's to settle: this is the provider repeating the old news.)
    if ((moved.state === 'expired' || moved.state === 'cancelled') && moved.paidAt === null) {
      await this.refundLatePayment(event, moved, site);
    }
    return 'ignored';
  }

  /** Paid after the reservation ended: the car may be someone else's now, so the money goes back. */
  private async refundLatePayment(event: PaymentEvent, reservation: Reservation, site: Site) {
    const fields = { site: site.config.slug, reservation: reservation.id, event: event.eventId };
    if (!event.paymentId) {
      this.options.log.error(
        fields,
        `reservation ${reservation.reference}: paid after it was ${reservation.state}, but the event names no payment to refund; refund it from the provider's dashboard`,
      );
      return;
    }
    await this.options.provider.refund(event.paymentId, `late-refund:${reservation.id}`);
    this.options.log.warn(
      { ...fields, paymentId: event.paymentId },
      `reservation ${reservation.reference}: paid after it was ${reservation.state}; the deposit was refunded`,
    );
  }

  private async replay(
    reservation: Reservation,
    request: StartReservationRequest,
  ): Promise<StartReservationResult> {
    if (reservation.state === 'pending') return this.openPayment(reservation, request);
    if (reservation.state === 'paid' || reservation.state === 'confirmed') {
      // Paid already: the shopper's reservation page is where they belong.
      return {
        outcome: 'started',
        reservation,
        paymentUrl: `${request.origin}${reservationPath(reservation.id)}`,
      };
    }
    return {
      outcome: 'notReservable',
      reason: `This reservation was ${reservation.state}; please start again to reserve the car.`,
    };
  }

  /**
   * Opens (or, for a replay, finds again: the provider answers the same idempotency key with the
   * same session) the payment session of a pending reservation. When the provider fails the
   * reservation is cancelled, so the car is not held by a reservation nobody can pay.
   */
  private async openPayment(
    reservation: Reservation,
    { site, origin }: StartReservationRequest,
  ): Promise<StartReservationResult> {
    const records = this.options.records.forSite(site);
    let session;
    try {
      session = await this.options.provider.createSession(
        paymentSessionRequest(reservation, site, origin),
      );
    } catch (error) {
      const fields = { site: site.config.slug, reservation: reservation.id, err: error };
      this.options.log.error(fields, `reservation ${reservation.reference}: no payment session`);
      try {
        await records.moveReservation(reservation.id, ['pending'], 'cancelled', this.now());
      } catch (cancelError) {
        // Its payment window still ends it; until then the car stays held.
        this.options.log.error(
          { ...fields, err: cancelError },
          `reservation ${reservation.reference}: could not be cancelled`,
        );
      }
      throw new PaymentsUnavailableError(reservation.id, { cause: error });
    }
    const stored =
      reservation.paymentSessionId === session.sessionId
        ? reservation
        : await records.setPaymentSession(reservation.id, session.sessionId, this.now());
    return {
      outcome: 'started',
      reservation: stored ?? { ...reservation, paymentSessionId: session.sessionId },
      paymentUrl: session.paymentUrl,
    };
  }
}
