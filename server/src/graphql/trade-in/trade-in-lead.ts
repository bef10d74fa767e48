import { OFFER_ACCEPTED_SUBCATEGORY } from '@forecourt/schema/leads/lead-categories';
import {
  readValuationPayload,
  VALUATION_SUBCATEGORY,
  type ValuationPayload,
} from '@forecourt/schema/leads/trade-in-follow-ups';
import type { StoredLead } from '../../leads/lead.types.js';
import type { LeadEvent, SiteLeadRecords } from '../../leads/lead-records.port.js';

/** The refusal of a lead id that names no trade-in lead of this site. */
export const NOT_A_TRADE_IN_LEAD = 'is not a trade-in enquiry sent on this site';

/** The site's trade-in lead with this id, or null (another site's, another kind, none). */
export async function tradeInLead(
  records: SiteLeadRecords,
  leadId: string,
): Promise<StoredLead | null> {
  const lead = await records.lead(leadId);
  return lead?.kind === 'trade_in' ? lead : null;
}

export interface TradeInFollowUps {
  /** The lead's latest valuation; null before the first. */
  valuation: ValuationPayload | null;
  /** The acceptance of its offer; null until the shopper accepts. */
  accepted: LeadEvent | null;
}

/** Where the lead's valuation stands: what was last valued, and whether its offer was accepted. */
export async function tradeInFollowUps(
  records: SiteLeadRecords,
  leadId: string,
): Promise<TradeInFollowUps> {
  const [valuation, accepted] = await Promise.all([
    records.leadEvent(leadId, VALUATION_SUBCATEGORY),
    records.leadEvent(leadId, OFFER_ACCEPTED_SUBCATEGORY),
  ]);
  return { valuation: readValuationPayload(valuation?.payload), accepted };
}

/** The offer's end has passed (an offer without one never lapses). */
export const offerLapsed = (valuation: ValuationPayload, now: Date): boolean =>
  valuation.valid_until !== null && Date.parse(valuation.valid_until) <= now.getTime();
