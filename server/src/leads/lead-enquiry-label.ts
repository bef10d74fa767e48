import type { StoredLead } from './lead.types.js';

/** "General Enquiry – Career Enquiry", or the category alone when the lead has no subcategory. */
export function leadEnquiryLabel(lead: Pick<StoredLead, 'category' | 'subcategory'>): string {
  return [lead.category, lead.subcategory].filter((part) => part.trim() !== '').join(' – ');
}
