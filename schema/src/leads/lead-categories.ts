import type { LeadForm } from './lead-form-options.js';

/**
 * The category (and subcategory) a lead is filed under in the dealer's systems (spec 2 §3, §5,
 * §7). The General Enquiry form takes its category from the shopper's choice.
 */

export const GENERAL_ENQUIRY_CATEGORY = 'General Enquiry';
/** Spec 2 §5: a careers enquiry is a General Enquiry with this subcategory. */
export const CAREER_ENQUIRY_SUBCATEGORY = 'Career Enquiry';
/** Spec 2 §7: the subcategory of the call that records an accepted trade-in offer. */
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';

/** The category of each form's leads, but the General Enquiry form's (the shopper chooses it). */
export const LEAD_CATEGORIES: Readonly<Record<Exclude<LeadForm, 'general-enquiry'>, string>> = {
  'vehicle-enquiry': 'Vehicle Enquiry',
  'test-drive': 'Test Drive',
  'finance-enquiry': 'Finance Enquiry',
  'trade-in': 'Trade-In',
};
