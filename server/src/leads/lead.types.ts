import type { CarType } from '@forecourt/tenants/stock/car-record.schema';

/**
 * A lead as stored and delivered: what the shopper asked, who they are, the car and the
 * dealership it was about, and the spec 2 §3 payload exactly as the form code built it. `leadId`
 * is the idempotent id: a receiver that sees the same id twice (delivery is at least once) has
 * seen the same lead.
 */

export const LEAD_KINDS = [
  'vehicle_enquiry',
  'test_drive',
  'finance_enquiry',
  'general_enquiry',
  'trade_in',
  'reservation',
  'online_purchase',
] as const;

export type LeadKind = (typeof LEAD_KINDS)[number];

export interface LeadCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postcode?: string | undefined;
}

/** The car the lead is about, as it was when the shopper asked (it may sell or change later). */
export interface LeadVehicle {
  carId: string;
  year: number;
  make: string;
  model: string;
  vin?: string | undefined;
  stockNumber: string;
  /** Odometer in km. */
  km: number;
  /** Whole dollars; at most `MIN_DISPLAYED_PRICE` means the car had no advertised price. */
  price: number;
  carType: CarType;
}

export interface LeadDealership {
  id: string;
  slug: string;
  name: string;
  email?: string | undefined;
}

/**
 * Why a lead is held for review: it was taken while the site was in a surge (far more
 * submissions than usual, often a flood), so the dealer checks it is genuine before acting.
 */
export interface LeadReviewHold {
  /** What caused the hold: `surge`. */
  reason: 'surge';
  /** The same, for a person to read. */
  note: string;
}

export interface StoredLead {
  /** A UUID, made once per submission; never reused for another lead. */
  leadId: string;
  kind: LeadKind;
  /** The form's category, e.g. "General Enquiry" (spec 2 §3). */
  category: string;
  /** e.g. "Career Enquiry" or "3. Offer Accepted". */
  subcategory: string;
  customer: LeadCustomer;
  message?: string | undefined;
  vehicle?: LeadVehicle | undefined;
  dealership: LeadDealership;
  /** The spec 2 §3 lead payload as built by the form code (category, lead_id, url, source, …). */
  payload: Record<string, unknown>;
  /** Absent: an ordinary lead; else it is delivered marked held for review, saying why. */
  heldForReview?: LeadReviewHold | undefined;
  createdAt: Date;
}

/** Where one lead goes; each destination of a lead is one outbox job. */
export type LeadDestination =
  | {
      kind: 'webhook';
      url: string;
      /** Name of the environment variable with the HMAC secret, read when delivering. */
      secretEnv: string;
    }
  | { kind: 'email'; to: string[] };

export type LeadDestinationKind = LeadDestination['kind'];
