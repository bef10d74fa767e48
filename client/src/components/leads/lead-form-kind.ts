import type { LeadForm } from '@forecourt/schema/leads/lead-form-options';

/** The GraphQL enum value naming each lead form (`LeadFormKind`), as submitLead takes it. */
export const LEAD_FORM_KINDS = {
  'vehicle-enquiry': 'VEHICLE_ENQUIRY',
  'test-drive': 'TEST_DRIVE',
  'finance-enquiry': 'FINANCE_ENQUIRY',
  'general-enquiry': 'GENERAL_ENQUIRY',
  'trade-in': 'TRADE_IN',
} as const satisfies Record<LeadForm, string>;

export type LeadFormKindValue = (typeof LEAD_FORM_KINDS)[LeadForm];
