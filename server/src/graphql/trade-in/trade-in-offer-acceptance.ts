import { vehicleTypeInSentence } from '@forecourt/schema/labels/vehicle-type-label';
import { OFFER_ACCEPTED_SUBCATEGORY } from '@forecourt/schema/leads/lead-categories';
import {
  acceptedValuation,
  buildOfferAcceptedFollowUp,
  VALUATION_SUBCATEGORY,
  type ValuationPayload,
} from '@forecourt/schema/leads/trade-in-follow-ups';
import type { StoredLead } from '../../leads/lead.types.js';
import type { GraphQLContext } from '../../context.js';
import { badInput, NotFoundError } from '../common/input-validation-error.js';
import { NOT_A_TRADE_IN_LEAD, offerLapsed, tradeInFollowUps } from './trade-in-lead.js';

/**
 * Accepting a trade-in lead's offer (spec 2 §7 "Offer accepted"): only an offer the site made
 * and that still stands; recorded once as the "3. Offer Accepted" follow-up with what was
 * accepted, sent to the dealer like the lead, and marked on the lead's valuation
 * (offer_accepted, form_completed).
 */

export const NO_OFFER_YET = 'there is no offer to accept yet';

export interface OfferAcceptance {
  acceptedAt: Date;
  /** True when the offer had been accepted before: nothing new was recorded. */
  replayed: boolean;
}

function lapsedOn(validUntil: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone }).format(
    new Date(validUntil),
  );
}

export async function acceptValuationOffer(
  lead: StoredLead,
  context: GraphQLContext,
): Promise<OfferAcceptance> {
  const { records, now } = context;
  const { valuation, accepted: before } = await tradeInFollowUps(records, lead.leadId);
  if (before) {
    // A process that died between the two writes below left the valuation unmarked.
    if (valuation && !valuation.offer_accepted) await markAccepted(lead, valuation, context);
    return { acceptedAt: before.occurredAt, replayed: true };
  }

  if (valuation?.offer == null) throw badInput('leadId', NO_OFFER_YET);
  if (offerLapsed(valuation, now)) {
    const day = lapsedOn(valuation.valid_until!, context.site.config.leadForms.timeZone);
    const vehicleType = vehicleTypeInSentence(context.site.config.labels.vehicleType);
    throw badInput('leadId', `the offer lapsed on ${day}; please value your ${vehicleType} again`);
  }
  const offered = { ...valuation, offer: valuation.offer };
  const recorded = await records.recordLeadFollowUp({
    leadId: lead.leadId,
    name: OFFER_ACCEPTED_SUBCATEGORY,
    payload: { ...buildOfferAcceptedFollowUp(offered, now) },
    occurredAt: now,
  });
  if (!recorded) throw new NotFoundError('leadId', NOT_A_TRADE_IN_LEAD);
  await markAccepted(lead, valuation, context);
  return { acceptedAt: recorded.event.occurredAt, replayed: !recorded.created };
}

/** The valuation says it was accepted too; a pending delivery of it then sends that. */
async function markAccepted(
  lead: StoredLead,
  valuation: ValuationPayload,
  { records, now }: GraphQLContext,
): Promise<void> {
  await records.recordLeadFollowUp({
    leadId: lead.leadId,
    name: VALUATION_SUBCATEGORY,
    payload: { ...acceptedValuation(valuation) },
    occurredAt: now,
  });
}
