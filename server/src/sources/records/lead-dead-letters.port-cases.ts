import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../../leads/lead.types.js';
import { sampleLead, siteWithSlug } from '../../leads/testing/sample-lead.js';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import type { SiteRecords } from './records.port.js';
import {
  leadSubmission,
  TEST_LEASE_MS as LEASE_MS,
  TEST_WEBHOOK_DESTINATION as webhook,
} from './testing/lead-submissions.js';

export interface LeadDeadLettersCaseContext {
  forSite: (site: Site) => SiteRecords;
}

/**
 * Dead-lettered lead deliveries through the Records port: listed by lead and by when they died,
 * and queued again with fresh attempts, once. Each case works on a site of its own.
 */
export function describeLeadDeadLetters({ forSite }: LeadDeadLettersCaseContext): void {
  describe('dead-lettered lead deliveries', () => {
    const newSite = () => forSite(siteWithSlug(harbourSite, `dead-${randomUUID()}`));
    const at = (time: string) => new Date(`2026-11-01T${time}:00.000Z`);

    async function submit(site: SiteRecords, createdAt: Date): Promise<StoredLead> {
      const lead = sampleLead({ createdAt });
      await site.submitLead(leadSubmission(lead));
      return lead;
    }

    /** Claims the site's due jobs at `failedAt`: the webhook dies there, the e-mail is delivered. */
    async function settle(site: SiteRecords, failedAt: Date, error = 'HTTP 503') {
      for (const job of await site.claimDueDeliveries(100, failedAt, LEASE_MS)) {
        if (job.destination.kind === 'webhook') {
          const { deliveryId, leaseToken } = job;
          await site.markFailed({ deliveryId, leaseToken, failedAt, error, nextAttemptAt: null });
        } else {
          await site.markDelivered({ deliveryId: job.deliveryId, deliveredAt: failedAt });
        }
      }
    }

    /** Three leads of one site whose webhook deliveries died at 09:00, 10:00 and 11:00. */
    async function threeDeadLetters() {
      const site = newSite();
      const leads: StoredLead[] = [];
      for (const time of ['09:00', '10:00', '11:00']) {
        leads.push(await submit(site, at(time)));
        await settle(site, at(time), `HTTP 503 at ${time}`);
      }
      return { site, leads };
    }

    it('lists only the site’s dead letters, oldest first, with why the last attempt failed', async () => {
      const { site, leads } = await threeDeadLetters();
      // Pending (not yet attempted) and delivered jobs are no dead letters.
      await submit(site, at('12:00'));
      const dead = await site.deadLeadDeliveries();
      expect(dead.map((delivery) => delivery.leadId)).toEqual(leads.map((lead) => lead.leadId));
      expect(dead[0]).toMatchObject({
        destination: webhook,
        status: 'dead',
        attempts: 1,
        lastError: 'HTTP 503 at 09:00',
        deadAt: at('09:00'),
        nextAttemptAt: null,
      });
      expect(await newSite().deadLeadDeliveries()).toEqual([]);
      expect(await site.deadLeadDeliveries({}, 2)).toHaveLength(2);
    });

    it('filters by lead and by when they were dead-lettered (since included, until not)', async () => {
      const { site, leads } = await threeDeadLetters();
      const leadIds = async (filter: Parameters<SiteRecords['deadLeadDeliveries']>[0]) =>
        (await site.deadLeadDeliveries(filter)).map((delivery) => delivery.leadId);
      expect(await leadIds({ leadId: leads[1]!.leadId.toUpperCase() })).toEqual([leads[1]!.leadId]);
      expect(await leadIds({ since: at('10:00') })).toEqual([leads[1]!.leadId, leads[2]!.leadId]);
      expect(await leadIds({ until: at('10:00') })).toEqual([leads[0]!.leadId]);
      expect(await leadIds({ since: at('09:30'), until: at('10:30') })).toEqual([leads[1]!.leadId]);
      expect(await leadIds({ leadId: leads[0]!.leadId, since: at('10:00') })).toEqual([]);
      expect(await leadIds({ leadId: 'not-a-uuid' })).toEqual([]);
      await expect(site.deadLeadDeliveries({ since: new Date('nonsense') })).rejects.toThrow(
        'since: not a valid date',
      );
    });

    it('queues the matching dead letters again, due at once with fresh attempts, once', async () => {
      const { site, leads } = await threeDeadLetters();
      const now = at('15:00');
      const queued = await site.redeliverDeadLeadDeliveries({ since: at('10:00') }, now);
      expect(queued.map((delivery) => delivery.leadId)).toEqual([
        leads[1]!.leadId,
        leads[2]!.leadId,
      ]);
      expect(queued[0]).toMatchObject({
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        deadAt: null,
        // Kept for the record until the next attempt says otherwise.
        lastError: 'HTTP 503 at 10:00',
      });
      // The one outside the range stays dead; a repeat queues nothing more.
      expect((await site.deadLeadDeliveries()).map((delivery) => delivery.leadId)).toEqual([
        leads[0]!.leadId,
      ]);
      expect(await site.redeliverDeadLeadDeliveries({ since: at('10:00') }, now)).toEqual([]);

      // A worker takes them as first attempts; the site's e-mails, delivered, are not sent again.
      const claimed = await site.claimDueDeliveries(100, now, LEASE_MS);
      expect(claimed.map((job) => [job.lead.leadId, job.destination.kind, job.attempt])).toEqual([
        [leads[1]!.leadId, 'webhook', 1],
        [leads[2]!.leadId, 'webhook', 1],
      ]);
    });

    it('queues one lead’s dead letters, and none of another site', async () => {
      const { site, leads } = await threeDeadLetters();
      const other = newSite();
      expect(
        await other.redeliverDeadLeadDeliveries({ leadId: leads[0]!.leadId }, at('15:00')),
      ).toEqual([]);
      const queued = await site.redeliverDeadLeadDeliveries(
        { leadId: leads[0]!.leadId },
        at('15:00'),
      );
      expect(queued.map((delivery) => [delivery.leadId, delivery.status])).toEqual([
        [leads[0]!.leadId, 'pending'],
      ]);
      expect(await site.deadLeadDeliveries()).toHaveLength(2);
    });
  });
}
