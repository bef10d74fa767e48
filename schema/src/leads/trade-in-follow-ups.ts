import { z } from 'zod';
import { LEAD_CATEGORIES } from './lead-categories.js';
import { REGO_STATES, type RegoState } from './lead-fields.js';
import { buildOfferAcceptedPayload, type OfferAcceptedPayload } from './lead-payload.js';
import {
  DEFAULT_VEHICLE_TYPE_IN_SENTENCE,
  type TradeInVehicle,
} from './trade-in-vehicle.schema.js';

/**
 * What happens to a trade-in lead after its form, recorded against the same lead and sent to the
 * dealer as follow-ups (spec 2 §3 lead payload: rego, regoState, adjustmentAnswers,
 * offer_accepted, form_completed; §7 valuation adjustments, offer accepted): the valuation the
 * shopper was shown, then the offer they accepted. The names are the dealers' subcategories.
 */

/** The valuation follow-up's subcategory (the form is the first step, the acceptance the third). */
export const VALUATION_SUBCATEGORY = '2. Valuation';

/**
 * Spec 2 §9: the estimate is indicative and subject to inspection, of the vehicle as the site
 * names it inside a sentence ("car", "caravan").
 */
export const tradeInEstimateDisclaimer = (vehicleType: string = DEFAULT_VEHICLE_TYPE_IN_SENTENCE) =>
  `This estimate is indicative and subject to an inspection of your ${vehicleType}.`;

/** The disclaimer on a site that calls its vehicles cars. */
export const TRADE_IN_ESTIMATE_DISCLAIMER = tradeInEstimateDisclaimer();

/** A valuation as the shopper reads it. */
export interface TradeInValuation {
  /** Whole dollars, a multiple of $100; null when no online offer is made. */
  offer: number | null;
  estimateLow: number | null;
  estimateHigh: number | null;
  /** What the offer is based on; null without an offer. */
  basis: string | null;
  /** Why no offer was made; null with one. */
  reason: string | null;
  disclaimer: string;
  /** When the offer lapses (ISO 8601); null without an offer. */
  validUntil: string | null;
}

const vehicleSchema = z.object({
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  badge: z.string().nullable(),
  km: z.number().int().nonnegative(),
});

const money = z.number().nonnegative().nullable();

/** The valuation follow-up as stored with the lead and sent to the dealer. */
export const valuationPayloadSchema = z.object({
  category: z.string(),
  subcategory: z.literal(VALUATION_SUBCATEGORY),
  lead_id: z.string(),
  rego: z.string().nullable(),
  regoState: z.enum(REGO_STATES).nullable(),
  vehicle: vehicleSchema,
  /** The answer's value by question id. */
  adjustmentAnswers: z.record(z.string(), z.string()),
  offer: money,
  estimate_low: money,
  estimate_high: money,
  basis: z.string().nullable(),
  reason: z.string().nullable(),
  disclaimer: z.string(),
  valid_until: z.string().nullable(),
  valued_at: z.string(),
  offer_accepted: z.boolean(),
  /** Nothing is left for the shopper to do: the offer was accepted, or there was none. */
  form_completed: z.boolean(),
});

export type ValuationPayload = z.output<typeof valuationPayloadSchema>;

export interface ValuationFacts {
  leadId: string;
  /** The lead's category (Trade-In unless the lead says otherwise). */
  category?: string | undefined;
  rego: string | null;
  regoState: RegoState | null;
  vehicle: TradeInVehicle;
  answers: Readonly<Record<string, string>>;
  valuation: TradeInValuation;
  valuedAt: Date;
}

export function buildValuationPayload(facts: ValuationFacts): ValuationPayload {
  const { valuation } = facts;
  return {
    category: facts.category ?? LEAD_CATEGORIES['trade-in'],
    subcategory: VALUATION_SUBCATEGORY,
    lead_id: facts.leadId,
    rego: facts.rego,
    regoState: facts.regoState,
    vehicle: { ...facts.vehicle },
    adjustmentAnswers: { ...facts.answers },
    offer: valuation.offer,
    estimate_low: valuation.estimateLow,
    estimate_high: valuation.estimateHigh,
    basis: valuation.basis,
    reason: valuation.reason,
    disclaimer: valuation.disclaimer,
    valid_until: valuation.validUntil,
    valued_at: facts.valuedAt.toISOString(),
    offer_accepted: false,
    form_completed: valuation.offer === null,
  };
}

/** A stored valuation follow-up, or null when the payload is not one. */
export function readValuationPayload(payload: unknown): ValuationPayload | null {
  const parsed = valuationPayloadSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** The valuation the shopper was shown, from its stored follow-up. */
export function valuationOfPayload(payload: ValuationPayload): TradeInValuation {
  return {
    offer: payload.offer,
    estimateLow: payload.estimate_low,
    estimateHigh: payload.estimate_high,
    basis: payload.basis,
    reason: payload.reason,
    disclaimer: payload.disclaimer,
    validUntil: payload.valid_until,
  };
}

/**
 * Spec 2 §7's offer-accepted call, with what was accepted: the offer, the car it is for and the
 * answers it was made on, so the dealer has the whole agreement in one follow-up.
 */
export interface OfferAcceptedFollowUpPayload extends OfferAcceptedPayload {
  offer: number;
  rego: string | null;
  regoState: RegoState | null;
  vehicle: ValuationPayload['vehicle'];
  adjustmentAnswers: Record<string, string>;
  valid_until: string | null;
  accepted_at: string;
}

export function buildOfferAcceptedFollowUp(
  valuation: ValuationPayload & { offer: number },
  acceptedAt: Date,
): OfferAcceptedFollowUpPayload {
  return {
    ...buildOfferAcceptedPayload(valuation.lead_id, valuation.category),
    offer: valuation.offer,
    rego: valuation.rego,
    regoState: valuation.regoState,
    vehicle: { ...valuation.vehicle },
    adjustmentAnswers: { ...valuation.adjustmentAnswers },
    valid_until: valuation.valid_until,
    accepted_at: acceptedAt.toISOString(),
  };
}

/** The valuation once its offer was accepted: complete, nothing left to do. */
export function acceptedValuation(valuation: ValuationPayload): ValuationPayload {
  return { ...valuation, offer_accepted: true, form_completed: true };
}
