import { randomUUID } from 'node:crypto';
import { hashLeadSubmission } from '../../../leads/lead-idempotency.js';
import type { LeadDestination, StoredLead } from '../../../leads/lead.types.js';
import { sampleLead } from '../../../leads/testing/sample-lead.js';
import type { LeadSubmission } from '../../../leads/lead-records.port.js';

/** What the lead records' port cases submit: a lead bound for a CRM's webhook and an inbox. */

export const TEST_WEBHOOK_DESTINATION: LeadDestination = {
  kind: 'webhook',
  url: 'https://crm.example.com/leads',
  secretEnv: 'HARBOUR_LEADS_SECRET',
};
export const TEST_EMAIL_DESTINATION: LeadDestination = {
  kind: 'email',
  to: ['sales@harbour.example.com'],
};

/** How long a claimed delivery stays a worker's in these cases. */
export const TEST_LEASE_MS = 2 * 60_000;

/** A submission of `lead` with a fresh idempotency key to both destinations, unless overridden. */
export function leadSubmission(
  lead: StoredLead = sampleLead(),
  overrides: Partial<LeadSubmission> = {},
): LeadSubmission {
  return {
    idempotencyKey: randomUUID(),
    payloadHash: hashLeadSubmission(lead.payload),
    lead,
    destinations: [TEST_WEBHOOK_DESTINATION, TEST_EMAIL_DESTINATION],
    ...overrides,
  };
}
