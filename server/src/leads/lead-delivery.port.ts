import type { Site } from '@forecourt/tenants/site';
import type { ClaimedLeadDelivery } from './lead-records.port.js';

/**
 * How the outbox hands a claimed job to its destination (a dealer's inbox or CRM webhook). The
 * channels themselves are adapters; the outbox worker knows only this.
 */

/** Delivers one claimed job to its destination; throws (saying why) when the attempt failed. */
export type DeliverLead = (job: ClaimedLeadDelivery, site: Site) => Promise<void>;
