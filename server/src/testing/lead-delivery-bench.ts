import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, beforeAll } from 'vitest';
import { createTestEmailDelivery, type TestEmailDelivery } from './test-lead-channels.js';
import { createTestRecords, type TestRecords } from './test-records.js';
import { hashLeadSubmission } from '../leads/lead-idempotency.js';
import { leadDestinations } from '../leads/lead-destinations.js';
import type { StoredLead } from '../leads/lead.types.js';
import { startWebhookReceiver, type WebhookReceiver } from '../leads/testing/webhook-receiver.js';

/**
 * What delivering leads for real needs in a test file: embedded records, a CRM's webhook
 * receiver and an e-mail mailbox folder, started before the file's tests and stopped after.
 * The fields are set once the tests run (not while the file is being loaded).
 */
export interface LeadDeliveryBench {
  records: TestRecords;
  receiver: WebhookReceiver;
  mailboxDir: string;
  email: TestEmailDelivery;
  /** Stores `lead` for `site` as a submission does: with a delivery job per destination. */
  storeLead(site: Site, lead: StoredLead): Promise<StoredLead>;
}

/** Registers the bench's start and stop with the test file; `mailboxPrefix` names its folder. */
export function useLeadDeliveryBench(mailboxPrefix: string): LeadDeliveryBench {
  const bench = {
    async storeLead(site: Site, lead: StoredLead): Promise<StoredLead> {
      await bench.records.forSite(site).submitLead({
        idempotencyKey: randomUUID(),
        payloadHash: hashLeadSubmission(lead.payload),
        lead,
        destinations: leadDestinations(site),
      });
      return lead;
    },
  } as LeadDeliveryBench;
  beforeAll(async () => {
    bench.records = createTestRecords();
    await bench.records.migrate();
    bench.receiver = await startWebhookReceiver();
    bench.mailboxDir = await mkdtemp(path.join(tmpdir(), mailboxPrefix));
    bench.email = createTestEmailDelivery({ mailboxDir: bench.mailboxDir });
  }, 60_000);
  afterAll(async () => {
    bench.email.close();
    await bench.receiver.close();
    await bench.records.close();
    await rm(bench.mailboxDir, { recursive: true, force: true });
  });
  return bench;
}
