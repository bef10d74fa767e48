import { LEAD_SOURCE } from '@forecourt/schema/leads/lead-payload';
import { reservationPath } from '@forecourt/schema/reservations/checkout-paths';
import type { Location } from '@forecourt/tenants/location.schema';
import { locationTimeZone } from '@forecourt/tenants/location.schema';
import type { Site } from '@forecourt/tenants/site';
import type { LeadKind, StoredLead } from '../leads/lead.types.js';
import type { Reservation } from './reservation.types.js';

/**
 * The dealer's lead of a deposit: a paid reservation (kind `reservation`), or the deposit step of
 * an online purchase (kind `online_purchase`, built by the checkout journey with the same
 * payload fields). The payload carries the deposit under spec 2 §3-style names, and the ADF
 * document and the dealer's e-mail read them back with `depositFactsOf`.
 */

export const RESERVATION_LEAD_CATEGORY = 'Vehicle Reservation';
/** Idempotency key of a reservation's lead: handling its payment twice stores one lead. */
export const reservationLeadKey = (reservationId: string) => `reservation:${reservationId}`;

/** The deposit's fields of a lead's payload. */
export interface DepositPayload {
  /** The reservation's reference the shopper quotes. */
  reference: string;
  /** Whole dollars (cents when not whole: e.g. 200 or 199.5). */
  deposit: number;
  /** ISO 4217 as dealers' systems write it: AUD. */
  currency: string;
  /** ISO 8601; null while not paid. */
  hold_until: string | null;
  payment_provider: string;
  payment_id: string | null;
  /** The reservation's own page. */
  reservation_url: string;
}

/** The deposit's payload fields of a reservation, its page on the site's origin. */
export function depositPayload(reservation: Reservation, origin: string): DepositPayload {
  return {
    reference: reservation.reference,
    deposit: reservation.depositCents / 100,
    currency: reservation.currency.toUpperCase(),
    hold_until: reservation.holdUntil?.toISOString() ?? null,
    payment_provider: reservation.provider,
    payment_id: reservation.paymentId,
    reservation_url: `${origin}${reservationPath(reservation.id)}`,
  };
}

/** What a lead says of its deposit, read leniently: undefined for a lead without one. */
export interface DepositFacts {
  reference: string;
  deposit: number;
  currency: string;
  holdUntil: Date | null;
  reservationUrl: string | null;
}

export function depositFactsOf(lead: Pick<StoredLead, 'payload'>): DepositFacts | undefined {
  const { reference, deposit, currency, hold_until, reservation_url } = lead.payload;
  if (typeof reference !== 'string' || typeof deposit !== 'number' || !(deposit > 0)) {
    return undefined;
  }
  const holdUntil = typeof hold_until === 'string' ? new Date(hold_until) : null;
  return {
    reference,
    deposit,
    currency: typeof currency === 'string' ? currency : 'AUD',
    holdUntil: holdUntil && !Number.isNaN(holdUntil.getTime()) ? holdUntil : null,
    reservationUrl: typeof reservation_url === 'string' ? reservation_url : null,
  };
}

/** The location answering for the car's dealership: a visible sales yard first. */
export function dealershipLocation(site: Site, dealershipId: string): Location {
  const ofDealership = site.locations.filter((l) => l.dealershipId === dealershipId);
  const candidates = ofDealership.length > 0 ? ofDealership : site.locations;
  return (
    candidates.find((l) => l.visible && l.locationType === 'sales' && l.primary) ??
    candidates.find((l) => l.visible && l.locationType === 'sales') ??
    candidates.find((l) => l.visible) ??
    // A site's locations file lists at least one location (its schema says so).
    candidates[0]!
  );
}

/** "Tuesday 3 November 2026 at 7:05 pm AEST", on the clock of the dealership's state. */
export function holdEndText(holdUntil: Date, location: Pick<Location, 'address'>): string {
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: locationTimeZone(location),
    timeZoneName: 'short',
  }).format(holdUntil);
}

export interface DepositLeadInput {
  site: Site;
  reservation: Reservation;
  origin: string;
  leadId: string;
  kind?: Extract<LeadKind, 'reservation' | 'online_purchase'>;
  category?: string;
  createdAt: Date;
}

/** The stored lead of a paid deposit, as the outbox delivers it. */
export function depositLead({
  site,
  reservation,
  origin,
  leadId,
  kind = 'reservation',
  category = RESERVATION_LEAD_CATEGORY,
  createdAt,
}: DepositLeadInput): StoredLead {
  const { car, shopper } = reservation;
  const location = dealershipLocation(site, car.dealershipId);
  const deposit = depositPayload(reservation, origin);
  return {
    leadId,
    kind,
    category,
    subcategory: '',
    customer: { ...shopper },
    vehicle: {
      carId: car.carId,
      year: car.year,
      make: car.make,
      model: car.model,
      vin: car.vin,
      stockNumber: car.stockNumber,
      km: car.km,
      price: car.price,
      carType: car.carType,
    },
    dealership: {
      id: location.dealershipId,
      slug: location.dealershipSlug,
      name: location.dealershipName,
      email: location.contact.email,
    },
    payload: {
      category,
      subcategory: null,
      lead_id: leadId,
      url: deposit.reservation_url,
      source: LEAD_SOURCE,
      car_id: car.carId,
      car_dealership_id: car.dealershipId,
      car_type: car.carType,
      stock_number: car.stockNumber,
      'Vehicle Make': car.make,
      'Vehicle Model': car.model,
      name: shopper.firstName,
      last_name: shopper.lastName,
      email: shopper.email,
      phone: shopper.phone,
      postcode: shopper.postcode ?? null,
      dealership_slug: location.dealershipSlug,
      form_completed: true,
      ...deposit,
    },
    createdAt,
  };
}
