import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { describe, expect, it } from 'vitest';
import { hashLeadSubmission, LeadIdempotencyConflictError } from '../../leads/lead-idempotency.js';
import { sampleLead, siteWithSlug } from '../../leads/testing/sample-lead.js';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import { LeadFormTokenUsedError } from '../../leads/lead-records.port.js';
import type { SiteRecords } from './records.port.js';
import {
  leadSubmission as submission,
  TEST_EMAIL_DESTINATION as email,
  TEST_LEASE_MS as LEASE_MS,
  TEST_WEBHOOK_DESTINATION as webhook,
} from './testing/lead-submissions.js';

export interface LeadRecordsCaseContext {
  forSite: (site: Site) => SiteRecords;
}

/**
 * Leads and their delivery outbox through the Records port: storing a lead with its jobs at once,
 * idempotent submits, claims that never hand one job to two workers, outcomes, follow-up events.
 * Each case works on a site of its own, because claims take every due job of a site.
 */
export function describeLeadRecords({ forSite }: LeadRecordsCaseContext): void {
  describe('leads and their delivery outbox', () => {
    const newSite = () => forSite(siteWithSlug(harbourSite, `leads-${randomUUID()}`));
    const at = (time: string) => new Date(`2026-11-01T${time}:00.000Z`);
    const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

    it('stores the lead with one pending job per destination, due at once', async () => {
      const site = newSite();
      const lead = sampleLead({ createdAt: at('09:00') });
      const { lead: stored, replayed } = await site.submitLead(submission(lead));
      expect(replayed).toBe(false);
      expect(stored).toEqual(lead);
      expect(await site.lead(lead.leadId)).toEqual(lead);

      const deliveries = await site.leadDeliveries(lead.leadId);
      expect(deliveries).toEqual(
        [webhook, email].map((destination) => ({
          deliveryId: expect.any(String),
          leadId: lead.leadId,
          destination,
          status: 'pending',
          attempts: 0,
          nextAttemptAt: at('09:00'),
          lastAttemptAt: null,
          lastError: null,
          deliveredAt: null,
          deadAt: null,
          createdAt: at('09:00'),
        })),
      );
    });

    it('takes each form token for one lead: another lead with it stores nothing', async () => {
      const site = newSite();
      const first = submission(sampleLead(), { formTokenId: 'token-a' });
      expect(await site.formTokenUsed('token-a')).toBe(false);
      await site.submitLead(first);
      expect(await site.formTokenUsed('token-a')).toBe(true);
      // A retry of the same submission is answered as before, token and all.
      expect(await site.submitLead(first)).toMatchObject({ replayed: true });

      const replay = submission(sampleLead(), { formTokenId: 'token-a' });
      const error = await site.submitLead(replay).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(LeadFormTokenUsedError);
      expect(await site.lead(replay.lead.leadId)).toBeNull();
      // Its key was not kept either: sent again with a fresh token, it is taken.
      expect(await site.leadOfIdempotencyKey(replay.idempotencyKey, replay.payloadHash)).toBeNull();
      await site.submitLead({ ...replay, formTokenId: 'token-b' });
      expect(await site.lead(replay.lead.leadId)).not.toBeNull();
      // Another site's token ids are its own.
      expect(await newSite().formTokenUsed('token-a')).toBe(false);
    });

    it('stores a general enquiry without a car or a message', async () => {
      const site = newSite();
      const lead = sampleLead({ kind: 'general_enquiry', vehicle: undefined, message: undefined });
      const { lead: stored } = await site.submitLead(submission(lead, { destinations: [email] }));
      expect(stored).not.toHaveProperty('vehicle');
      expect(stored).not.toHaveProperty('message');
      expect(stored.customer).toEqual(lead.customer);
    });

    it('answers a repeated submit with the first lead and writes nothing new', async () => {
      const site = newSite();
      const first = submission();
      await site.submitLead(first);
      // The browser retried: same key and payload; the server made a new lead id for it.
      const retry = { ...first, lead: { ...first.lead, leadId: randomUUID() } };
      const answer = await site.submitLead(retry);
      expect(answer).toEqual({ lead: first.lead, replayed: true });
      expect(await site.lead(retry.lead.leadId)).toBeNull();
      expect(await site.leadDeliveries(first.lead.leadId)).toHaveLength(2);
    });

    it('refuses a key used before with another payload, and stores nothing for it', async () => {
      const site = newSite();
      const first = submission();
      await site.submitLead(first);
      const other = sampleLead({ message: 'A different question' });
      const reused = submission(other, {
        idempotencyKey: first.idempotencyKey,
        payloadHash: hashLeadSubmission({ ...other.payload, message: 'A different question' }),
      });
      const error = await site.submitLead(reused).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(LeadIdempotencyConflictError);
      expect((error as Error).message).toMatch(/^idempotencyKey: .* already used/);
      expect(await site.lead(other.leadId)).toBeNull();
      expect(await site.leadDeliveries(other.leadId)).toEqual([]);
    });

    it('answers a key taken before without writing, and nothing for a new key', async () => {
      const site = newSite();
      const first = submission();
      expect(await site.leadOfIdempotencyKey(first.idempotencyKey, first.payloadHash)).toBeNull();
      await site.submitLead(first);
      expect(await site.leadOfIdempotencyKey(first.idempotencyKey, first.payloadHash)).toEqual({
        lead: first.lead,
        replayed: true,
      });
      const otherHash = hashLeadSubmission({ other: true });
      await expect(site.leadOfIdempotencyKey(first.idempotencyKey, otherHash)).rejects.toThrow(
        LeadIdempotencyConflictError,
      );
      // Keys are the site's own.
      expect(
        await newSite().leadOfIdempotencyKey(first.idempotencyKey, first.payloadHash),
      ).toBeNull();
    });

    it('keeps a lead’s hold for review, and an ordinary lead has none', async () => {
      const site = newSite();
      const heldForReview = { reason: 'surge' as const, note: 'Sent during a surge.' };
      const held = sampleLead({ heldForReview });
      await site.submitLead(submission(held));
      const ordinary = sampleLead();
      await site.submitLead(submission(ordinary));
      expect((await site.lead(held.leadId))?.heldForReview).toEqual(heldForReview);
      expect(await site.lead(ordinary.leadId)).not.toHaveProperty('heldForReview');
      const claimed = await site.claimDueDeliveries(10, held.createdAt, LEASE_MS);
      const heldJobs = claimed.filter((job) => job.lead.leadId === held.leadId);
      expect(heldJobs.map((job) => job.lead.heldForReview)).toEqual([heldForReview, heldForReview]);
    });

    it('stores one lead when the same submit arrives twice at once', async () => {
      const site = newSite();
      const first = submission();
      const twin = { ...first, lead: { ...first.lead, leadId: randomUUID() } };
      const answers = await Promise.all([site.submitLead(first), site.submitLead(twin)]);
      expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.lead.leadId)).size).toBe(1);
      const storedId = answers[0]!.lead.leadId;
      expect(await site.leadDeliveries(storedId)).toHaveLength(2);
    });

    it('keeps idempotency keys, leads and jobs to their site', async () => {
      const [harbour, other] = [newSite(), newSite()];
      const first = submission();
      await harbour.submitLead(first);
      const onOther = { ...first, lead: sampleLead() };
      expect((await other.submitLead(onOther)).replayed).toBe(false);
      expect(await other.lead(first.lead.leadId)).toBeNull();
      expect(await other.leadDeliveries(first.lead.leadId)).toEqual([]);
      expect(await other.recordLeadEvent(first.lead.leadId, '3. Offer Accepted')).toBeNull();
      const claimed = await other.claimDueDeliveries(10, at('12:00'), LEASE_MS);
      expect(claimed.map((job) => job.lead.leadId)).toEqual([
        onOther.lead.leadId,
        onOther.lead.leadId,
      ]);
    });

    it('reads several leads’ jobs at once, each as its own read lists them, only the site’s', async () => {
      const [harbour, other] = [newSite(), newSite()];
      const first = submission(sampleLead());
      const second = submission(sampleLead(), { destinations: [email] });
      const elsewhere = submission(sampleLead());
      await harbour.submitLead(first);
      await harbour.submitLead(second);
      await other.submitLead(elsewhere);
      const [firstId, secondId, elsewhereId] = [first, second, elsewhere].map((s) => s.lead.leadId);

      const byLead = await harbour.leadDeliveriesByLead([
        secondId!,
        firstId!.toUpperCase(),
        elsewhereId!,
        'not-a-lead',
        randomUUID(),
      ]);
      expect([...byLead.keys()].sort()).toEqual([firstId, secondId].sort());
      expect(byLead.get(firstId!)).toEqual(await harbour.leadDeliveries(firstId!));
      expect(byLead.get(firstId!)!.map((job) => job.destination)).toEqual([webhook, email]);
      expect(byLead.get(secondId!)!.map((job) => job.destination)).toEqual([email]);
      expect(await harbour.leadDeliveriesByLead([])).toEqual(new Map());
    });

    it('rejects a lead id that is not a UUID and two destinations of one kind', async () => {
      const site = newSite();
      await expect(site.submitLead(submission(sampleLead({ leadId: 'lead-1' })))).rejects.toThrow(
        'lead.leadId: "lead-1" is not a UUID',
      );
      await expect(
        site.submitLead(submission(sampleLead(), { destinations: [email, email] })),
      ).rejects.toThrow('destinations: more than one email destination');
      await expect(
        site.submitLead(submission(sampleLead(), { idempotencyKey: ' ' })),
      ).rejects.toThrow(/^idempotencyKey: must be/);
    });

    it('claims due jobs with their lead and holds them for the lease', async () => {
      const site = newSite();
      const lead = sampleLead({ createdAt: at('09:00') });
      await site.submitLead(submission(lead));
      expect(await site.claimDueDeliveries(10, at('08:59'), LEASE_MS)).toEqual([]);

      const claimed = await site.claimDueDeliveries(10, at('09:00'), LEASE_MS);
      expect(claimed).toEqual(
        [webhook, email].map((destination) => ({
          deliveryId: expect.any(String),
          leaseToken: claimed[0]!.leaseToken,
          leaseUntil: at('09:02'),
          attempt: 1,
          destination,
          lead,
        })),
      );
      // Held: nobody claims them until the lease ends.
      expect(await site.claimDueDeliveries(10, at('09:01'), LEASE_MS)).toEqual([]);
      // The worker died: after the lease another claim takes them, as a second attempt.
      const again = await site.claimDueDeliveries(10, at('09:02'), LEASE_MS);
      expect(again.map((job) => job.attempt)).toEqual([2, 2]);
      expect(again[0]!.leaseToken).not.toBe(claimed[0]!.leaseToken);
      const [delivery] = await site.leadDeliveries(lead.leadId);
      expect(delivery).toMatchObject({ attempts: 2, lastAttemptAt: at('09:02') });
    });

    it('claims no more than asked, the longest due first', async () => {
      const site = newSite();
      const leads = ['09:05', '09:01', '09:03'].map((time) => sampleLead({ createdAt: at(time) }));
      for (const lead of leads) {
        await site.submitLead(submission(lead, { destinations: [email] }));
      }
      const claimed = await site.claimDueDeliveries(2, at('10:00'), LEASE_MS);
      expect(claimed.map((job) => job.lead.createdAt)).toEqual([at('09:01'), at('09:03')]);
      const rest = await site.claimDueDeliveries(2, at('10:00'), LEASE_MS);
      expect(rest.map((job) => job.lead.createdAt)).toEqual([at('09:05')]);
    });

    it('hands each job to one of several workers claiming at once', async () => {
      const site = newSite();
      const leads = Array.from({ length: 12 }, () => sampleLead({ createdAt: at('09:00') }));
      for (const lead of leads) await site.submitLead(submission(lead));
      const claims = await Promise.all(
        Array.from({ length: 6 }, () => site.claimDueDeliveries(5, at('09:30'), LEASE_MS)),
      );
      const ids = claims.flat().map((job) => job.deliveryId);
      expect(ids).toHaveLength(24);
      expect(new Set(ids).size).toBe(24);
    });

    it('marks a delivered job, which is then never claimed again', async () => {
      const site = newSite();
      const lead = sampleLead({ createdAt: at('09:00') });
      await site.submitLead(submission(lead, { destinations: [webhook] }));
      const [job] = await site.claimDueDeliveries(10, at('09:00'), LEASE_MS);
      expect(
        await site.markDelivered({ deliveryId: job!.deliveryId, deliveredAt: at('09:00') }),
      ).toBe(true);
      expect(
        await site.markDelivered({ deliveryId: job!.deliveryId, deliveredAt: at('09:05') }),
      ).toBe(false);
      expect(await site.leadDeliveries(lead.leadId)).toEqual([
        expect.objectContaining({
          status: 'delivered',
          attempts: 1,
          deliveredAt: at('09:00'),
          nextAttemptAt: null,
        }),
      ]);
      expect(await site.claimDueDeliveries(10, at('23:00'), LEASE_MS)).toEqual([]);
    });

    it('retries a failed job at the time given, and keeps the error', async () => {
      const site = newSite();
      const lead = sampleLead({ createdAt: at('09:00') });
      await site.submitLead(submission(lead, { destinations: [webhook] }));
      const [job] = await site.claimDueDeliveries(10, at('09:00'), LEASE_MS);
      const retryAt = at('09:10');
      expect(
        await site.markFailed({
          deliveryId: job!.deliveryId,
          leaseToken: job!.leaseToken,
          failedAt: at('09:00'),
          error: 'webhook answered HTTP 503',
          nextAttemptAt: retryAt,
        }),
      ).toBe(true);
      expect(await site.leadDeliveries(lead.leadId)).toEqual([
        expect.objectContaining({
          status: 'pending',
          attempts: 1,
          nextAttemptAt: retryAt,
          lastError: 'webhook answered HTTP 503',
        }),
      ]);
      expect(await site.claimDueDeliveries(10, plus(retryAt, -1), LEASE_MS)).toEqual([]);
      const [retry] = await site.claimDueDeliveries(10, retryAt, LEASE_MS);
      expect(retry).toMatchObject({ deliveryId: job!.deliveryId, attempt: 2 });
    });

    it('dead-letters a job failed with no next attempt', async () => {
      const site = newSite();
      const lead = sampleLead({ createdAt: at('09:00') });
      await site.submitLead(submission(lead, { destinations: [webhook] }));
      const [job] = await site.claimDueDeliveries(10, at('09:00'), LEASE_MS);
      await site.markFailed({
        deliveryId: job!.deliveryId,
        leaseToken: job!.leaseToken,
        failedAt: at('09:01'),
        error: 'x'.repeat(5000),
        nextAttemptAt: null,
      });
      const [dead] = await site.leadDeliveries(lead.leadId);
      expect(dead).toMatchObject({ status: 'dead', deadAt: at('09:01'), nextAttemptAt: null });
      expect(dead!.lastError).toHaveLength(1000);
      expect(await site.claimDueDeliveries(10, at('23:00'), LEASE_MS)).toEqual([]);
    });

    it('ignores the outcome of a worker whose lease another worker took over', async () => {
      const site = newSite();
      const lead = sampleLead({ createdAt: at('09:00') });
      await site.submitLead(submission(lead, { destinations: [webhook] }));
      const [stale] = await site.claimDueDeliveries(10, at('09:00'), LEASE_MS);
      const [current] = await site.claimDueDeliveries(10, at('09:05'), LEASE_MS);
      const failure = {
        deliveryId: stale!.deliveryId,
        leaseToken: stale!.leaseToken,
        failedAt: at('09:06'),
        error: 'timed out',
        nextAttemptAt: null,
      };
      expect(await site.markFailed(failure)).toBe(false);
      expect(await site.markFailed({ ...failure, leaseToken: current!.leaseToken })).toBe(true);
      expect((await site.leadDeliveries(lead.leadId))[0]!.status).toBe('dead');
    });

    it('records a follow-up of a lead once per name', async () => {
      const site = newSite();
      const lead = sampleLead();
      await site.submitLead(submission(lead));
      const accepted = await site.recordLeadEvent(lead.leadId, '3. Offer Accepted', at('10:00'));
      expect(accepted).toEqual({
        leadId: lead.leadId,
        name: '3. Offer Accepted',
        occurredAt: at('10:00'),
      });
      // The browser sent it again: the first stays.
      expect(await site.recordLeadEvent(lead.leadId, '3. Offer Accepted', at('10:05'))).toEqual(
        accepted,
      );
      await site.recordLeadEvent(lead.leadId, '4. Finance Approved', at('11:00'));
      expect((await site.leadEvents(lead.leadId)).map((event) => event.name)).toEqual([
        '3. Offer Accepted',
        '4. Finance Approved',
      ]);
      expect(await site.recordLeadEvent(randomUUID(), '3. Offer Accepted')).toBeNull();
      expect(await site.recordLeadEvent('not-a-lead', '3. Offer Accepted')).toBeNull();
      await expect(site.recordLeadEvent(lead.leadId, '  ')).rejects.toThrow(/^name: must be/);
    });

    describe('follow-ups', () => {
      const valuation = (offer: number) => ({
        subcategory: '2. Valuation',
        lead_id: 'set per lead',
        offer,
        adjustmentAnswers: { condition: 'good' },
      });

      it('records a follow-up with its payload and queues one job per destination of the lead', async () => {
        const site = newSite();
        const lead = sampleLead({ createdAt: at('09:00') });
        await site.submitLead(submission(lead));
        for (const job of await site.claimDueDeliveries(10, at('09:00'), LEASE_MS)) {
          await site.markDelivered({ deliveryId: job.deliveryId, deliveredAt: at('09:01') });
        }

        const recorded = await site.recordLeadFollowUp({
          leadId: lead.leadId,
          name: '2. Valuation',
          payload: valuation(18_400),
          occurredAt: at('09:10'),
        });
        expect(recorded).toEqual({
          event: {
            leadId: lead.leadId,
            name: '2. Valuation',
            occurredAt: at('09:10'),
            payload: valuation(18_400),
          },
          created: true,
        });
        expect(await site.leadEvent(lead.leadId, '2. Valuation')).toEqual(recorded!.event);

        const jobs = await site.leadDeliveries(lead.leadId);
        expect(jobs.map((job) => [job.destination.kind, job.followUp, job.status])).toEqual([
          ['webhook', undefined, 'delivered'],
          ['email', undefined, 'delivered'],
          ['webhook', '2. Valuation', 'pending'],
          ['email', '2. Valuation', 'pending'],
        ]);
        expect(jobs[2]).toMatchObject({ nextAttemptAt: at('09:10'), createdAt: at('09:10') });
        const claimed = await site.claimDueDeliveries(10, at('09:10'), LEASE_MS);
        expect(claimed.map((job) => [job.destination, job.lead, job.followUp])).toEqual(
          [webhook, email].map((destination) => [
            destination,
            lead,
            { name: '2. Valuation', payload: valuation(18_400), occurredAt: at('09:10') },
          ]),
        );
      });

      it('replaces the payload of a follow-up recorded again, queuing nothing more', async () => {
        const site = newSite();
        const lead = sampleLead({ createdAt: at('09:00') });
        await site.submitLead(submission(lead, { destinations: [email] }));
        const followUp = { leadId: lead.leadId, name: '2. Valuation', occurredAt: at('09:10') };
        await site.recordLeadFollowUp({ ...followUp, payload: valuation(18_400) });
        const again = await site.recordLeadFollowUp({
          ...followUp,
          payload: valuation(17_100),
          occurredAt: at('09:20'),
        });
        expect(again).toEqual({
          event: { ...followUp, occurredAt: at('09:10'), payload: valuation(17_100) },
          created: false,
        });
        expect(await site.leadDeliveries(lead.leadId)).toHaveLength(2);
        // A job still waiting delivers the follow-up as it stands when claimed.
        const claimed = await site.claimDueDeliveries(10, at('09:30'), LEASE_MS);
        expect(claimed.find((job) => job.followUp)?.followUp?.payload).toEqual(valuation(17_100));
      });

      it('keeps a lead’s follow-ups to its site, and needs a lead', async () => {
        const [harbour, other] = [newSite(), newSite()];
        const lead = sampleLead();
        await harbour.submitLead(submission(lead));
        const followUp = {
          leadId: lead.leadId,
          name: '2. Valuation',
          payload: valuation(18_400),
          occurredAt: at('09:10'),
        };
        expect(await other.recordLeadFollowUp(followUp)).toBeNull();
        expect(await other.recordLeadFollowUp({ ...followUp, leadId: 'not-a-lead' })).toBeNull();
        expect(await harbour.recordLeadFollowUp({ ...followUp, leadId: randomUUID() })).toBeNull();
        expect(await harbour.leadEvent(lead.leadId, '2. Valuation')).toBeNull();
        expect(await harbour.leadDeliveries(lead.leadId)).toHaveLength(2);

        await harbour.recordLeadFollowUp(followUp);
        expect(await other.leadEvent(lead.leadId, '2. Valuation')).toBeNull();
        expect(await other.claimDueDeliveries(10, at('12:00'), LEASE_MS)).toEqual([]);
        await expect(harbour.recordLeadFollowUp({ ...followUp, name: ' ' })).rejects.toThrow(
          /^name: must be/,
        );
      });

      it('delivers each follow-up on its own: one delivered, the other still pending', async () => {
        const site = newSite();
        const lead = sampleLead({ createdAt: at('09:00') });
        await site.submitLead(submission(lead, { destinations: [email] }));
        for (const [name, time] of [
          ['2. Valuation', '09:10'],
          ['3. Offer Accepted', '09:20'],
        ] as const) {
          await site.recordLeadFollowUp({
            leadId: lead.leadId,
            name,
            payload: { subcategory: name },
            occurredAt: at(time),
          });
        }
        const claimed = await site.claimDueDeliveries(10, at('09:15'), LEASE_MS);
        expect(claimed.map((job) => job.followUp?.name)).toEqual([undefined, '2. Valuation']);
        for (const job of claimed) {
          await site.markDelivered({ deliveryId: job.deliveryId, deliveredAt: at('09:16') });
        }
        const later = await site.claimDueDeliveries(10, at('09:30'), LEASE_MS);
        expect(later.map((job) => job.followUp?.name)).toEqual(['3. Offer Accepted']);
        expect((await site.leadEvents(lead.leadId)).map((event) => event.name)).toEqual([
          '2. Valuation',
          '3. Offer Accepted',
        ]);
      });
    });
  });
}
