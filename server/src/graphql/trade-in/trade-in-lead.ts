import type { StoredLead } from '../../leads/lead.types.js';
import type { SiteRecords } from '../../sources/records/records.port.js';

/** The refusal of a lead id that names no trade-in lead of this site. */
export const NOT_A_TRADE_IN_LEAD = 'is not a trade-in enquiry sent on this site';

/** The site's trade-in lead with this id, or null (another site's, another kind, none). */
export async function tradeInLead(
  records: SiteRecords,
  leadId: string,
): Promise<StoredLead | null> {
  const lead = await records.lead(leadId);
  return lead?.kind === 'trade_in' ? lead : null;
}
