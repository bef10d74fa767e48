import { randomUUID } from 'node:crypto';
import { createPgliteRecords, createPostgresRecords } from '../sources/records/create-records.js';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import { hashLeadSubmission } from '../leads/lead-idempotency.js';
import { sampleLead, siteWithSlug } from '../leads/testing/sample-lead.js';

/**
 * A server that dies right after committing leads: it stores LEADS_CRASH_COUNT leads for the
 * site LEADS_CRASH_SITE_SLUG, each with a webhook job for LEADS_CRASH_WEBHOOK_URL, prints their
 * ids as a JSON line, and kills itself with SIGKILL before any worker could deliver them. The
 * store is PostgreSQL at LEADS_CRASH_DATABASE_URL, else PGlite in LEADS_CRASH_DATA_DIR.
 */

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const databaseUrl = process.env.LEADS_CRASH_DATABASE_URL;
const records = databaseUrl
  ? createPostgresRecords({ connectionString: databaseUrl })
  : createPgliteRecords(env('LEADS_CRASH_DATA_DIR'));
await records.migrate();
const site = records.forSite(siteWithSlug(harbourSite, env('LEADS_CRASH_SITE_SLUG')));

const leadIds: string[] = [];
for (let i = 0; i < Number(env('LEADS_CRASH_COUNT')); i++) {
  const lead = sampleLead({ createdAt: new Date() });
  await site.submitLead({
    idempotencyKey: randomUUID(),
    payloadHash: hashLeadSubmission(lead.payload),
    lead,
    destinations: [
      { kind: 'webhook', url: env('LEADS_CRASH_WEBHOOK_URL'), secretEnv: 'LEADS_CRASH_SECRET' },
    ],
  });
  leadIds.push(lead.leadId);
}
// No close, no delivery: the process is gone the moment the ids are out.
process.stdout.write(`${JSON.stringify(leadIds)}\n`, () => process.kill(process.pid, 'SIGKILL'));
