import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../jobs/job-queues.js';
import { sampleLead, siteWithSlug } from '../../leads/testing/sample-lead.js';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import { createTestRecords } from '../../testing/test-records.js';
import { leadSubmission } from './testing/lead-submissions.js';

const records = createTestRecords();
afterAll(() => records.close());

/** Every queue the store tells of, in order. */
function toldQueues(): JobQueue[] {
  const told: JobQueue[] = [];
  for (const queue of [
    'leadDeliveries',
    'similarCarAlertEmails',
    'accountAlertEmails',
    'reservationEmails',
  ] as const) {
    records.onJobsQueued(queue, () => told.push(queue));
  }
  return told;
}

describe('the records tell when jobs are queued', () => {
  it('tells of a stored lead’s deliveries and a follow-up’s, not of a replayed submit', async () => {
    const told = toldQueues();
    const site = records.forSite(siteWithSlug(harbourSite, `queued-${randomUUID()}`));
    const lead = sampleLead();
    const submission = leadSubmission(lead);

    await site.submitLead(submission);
    expect(told).toEqual(['leadDeliveries']);
    // The same submit again stores nothing and queues nothing.
    expect((await site.submitLead(submission)).replayed).toBe(true);
    expect(told).toEqual(['leadDeliveries']);

    await site.recordLeadFollowUp({
      leadId: lead.leadId,
      name: '2. Valuation',
      payload: { valuation: 18_400 },
      occurredAt: new Date('2026-11-01T09:10:00.000Z'),
    });
    expect(told).toEqual(['leadDeliveries', 'leadDeliveries']);
    // No dead letter to queue again: nothing to tell.
    await site.redeliverDeadLeadDeliveries({}, new Date());
    expect(told).toEqual(['leadDeliveries', 'leadDeliveries']);
  });
});
