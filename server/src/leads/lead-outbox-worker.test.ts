import { randomUUID } from 'node:crypto';
import type { JobLog } from '../jobs/leased-job-worker.js';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import {
  createTestLeadDelivery,
  isSignedWebhook,
  testMailbox,
} from '../testing/test-lead-channels.js';
import type { DeliverLead } from './lead-delivery.port.js';
import { LEAD_DELIVERY_DEAD_LETTERED, LeadOutboxWorker } from './lead-outbox-worker.js';
import type { StoredLead } from './lead.types.js';
import { sampleLead } from './testing/sample-lead.js';
import { useLeadDeliveryBench } from '../testing/lead-delivery-bench.js';

const SECRET = 'outbox-test-secret';
const SECRET_ENV = 'OUTBOX_TEST_LEADS_SECRET';
const SECOND_MS = 1000;
const t0 = new Date('2026-11-01T09:00:00.000Z');
const after = (ms: number) => new Date(t0.getTime() + ms);

const bench = useLeadDeliveryBench('forecourt-outbox-');

/** A site of its own (claims take every due job of a site) with a webhook to the receiver. */
function webhookSite(leads: { maxAttempts?: number } = {}): Site {
  const slug = `outbox-${randomUUID()}`;
  return {
    ...harbourSite,
    config: siteConfigSchema.parse({
      ...harbourSite.config,
      slug,
      leads: {
        webhook: { url: bench.receiver.url, secretEnv: SECRET_ENV },
        email: { to: ['leads@harbour.example.com'] },
        ...leads,
      },
    }),
  };
}

/** Keeps the error lines as the JSON pino writes them, as an operator's log shipper reads them. */
function quietLog(): JobLog & { errors: string[]; errorLines: Record<string, unknown>[] } {
  const errorLines: Record<string, unknown>[] = [];
  const json = pino(
    { base: undefined, level: 'error' },
    { write: (line: string) => errorLines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return {
    errorLines,
    get errors() {
      return errorLines.map((line) => line.msg as string);
    },
    info: () => undefined,
    warn: () => undefined,
    error: (fields, message) => json.error(fields, message),
  };
}

/** The real channels: the webhook with the test secret, e-mail into the mailbox folder. */
const deliver: DeliverLead = (job, site) =>
  createTestLeadDelivery({ email: bench.email, webhook: { env: { [SECRET_ENV]: SECRET } } })(
    job,
    site,
  );

const store = (site: Site, lead: StoredLead = sampleLead({ createdAt: t0 })) =>
  bench.storeLead(site, lead);

/** `random: () => 1` (the default here): the longest waits the jitter allows, the ceilings. */
function worker(site: Site, clock: { now: Date }, log = quietLog(), random = () => 1) {
  return new LeadOutboxWorker({
    sites: [site],
    records: bench.records,
    deliver,
    log,
    now: () => clock.now,
    random,
  });
}

const webhookCalls = (lead: StoredLead) =>
  bench.receiver.received.filter((request) => request.headers['idempotency-key'] === lead.leadId);

describe('LeadOutboxWorker', () => {
  it('delivers a new lead to the webhook and as an ADF e-mail, once', async () => {
    const site = webhookSite();
    const lead = await store(site);
    const clock = { now: t0 };
    expect(await worker(site, clock).runOnce()).toEqual({ delivered: 2, retried: 0, dead: 0 });

    const [call] = webhookCalls(lead);
    expect(webhookCalls(lead)).toHaveLength(1);
    expect(
      isSignedWebhook(call!.body, call!.headers['x-forecourt-signature'] as string, SECRET),
    ).toBe(true);
    const mailbox = await testMailbox(bench.mailboxDir, site.config.slug, 10);
    expect(mailbox).toHaveLength(1);
    expect(mailbox[0]!.raw.toString()).toContain('Content-Type: application/x-adf+xml');
    expect(
      (await bench.records.forSite(site).leadDeliveries(lead.leadId)).map((d) => [
        d.destination.kind,
        d.status,
      ]),
    ).toEqual([
      ['webhook', 'delivered'],
      ['email', 'delivered'],
    ]);

    // Nothing is left to deliver, however much later.
    clock.now = after(24 * 60 * 60 * SECOND_MS);
    expect(await worker(site, clock).runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(webhookCalls(lead)).toHaveLength(1);
  });

  it('retries a webhook that fails for a while, backing off, until it takes the lead', async () => {
    const site = webhookSite();
    const lead = await store(site);
    const failures = 3;
    bench.receiver.respondWith((index) => {
      const attempt = bench.receiver.received
        .slice(0, index + 1)
        .filter((request) => request.headers['idempotency-key'] === lead.leadId).length;
      return attempt <= failures ? 503 : 200;
    });
    const clock = { now: t0 };
    const outbox = worker(site, clock);
    const webhookDelivery = async () =>
      (await bench.records.forSite(site).leadDeliveries(lead.leadId)).find(
        (delivery) => delivery.destination.kind === 'webhook',
      )!;

    const waits: number[] = [];
    for (let attempt = 1; attempt <= failures; attempt++) {
      await outbox.runOnce();
      const pending = await webhookDelivery();
      expect(pending).toMatchObject({ status: 'pending', attempts: attempt });
      expect(pending.lastError).toBe('webhook answered HTTP 503: receiver is down for maintenance');
      const wait = pending.nextAttemptAt!.getTime() - clock.now.getTime();
      waits.push(wait / SECOND_MS);
      // Not before its time.
      clock.now = new Date(pending.nextAttemptAt!.getTime() - 1);
      await outbox.runOnce();
      expect(webhookCalls(lead)).toHaveLength(attempt);
      clock.now = pending.nextAttemptAt!;
    }
    expect(waits).toEqual([30, 60, 120]);

    await outbox.runOnce();
    expect(await webhookDelivery()).toMatchObject({
      status: 'delivered',
      attempts: failures + 1,
      deliveredAt: clock.now,
    });
    const calls = webhookCalls(lead);
    expect(calls).toHaveLength(failures + 1);
    expect(new Set(calls.map((call) => call.body)).size).toBe(1);
    bench.receiver.respondWith(() => 200);
  });

  it('dead-letters a delivery after the site’s maxAttempts and tries it no more', async () => {
    const site = webhookSite({ maxAttempts: 3 });
    const lead = await store(site);
    bench.receiver.respondWith(() => 500);
    const clock = { now: t0 };
    const log = quietLog();
    const outbox = worker(site, clock, log);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await outbox.runOnce();
      const [webhook] = await bench.records.forSite(site).leadDeliveries(lead.leadId);
      clock.now = webhook!.nextAttemptAt ?? clock.now;
    }
    const [webhook, mail] = await bench.records.forSite(site).leadDeliveries(lead.leadId);
    expect(webhook).toMatchObject({ status: 'dead', attempts: 3, nextAttemptAt: null });
    expect(webhook!.lastError).toMatch(/^webhook answered HTTP 500/);
    // The e-mail of the same lead was not held up by the webhook.
    expect(mail).toMatchObject({ status: 'delivered', attempts: 1 });
    // One structured line per dead letter, with a fixed event and message to alert on.
    expect(log.errorLines).toEqual([
      {
        level: 50,
        time: expect.any(Number),
        event: LEAD_DELIVERY_DEAD_LETTERED,
        site: site.config.slug,
        leadId: lead.leadId,
        deliveryId: webhook!.deliveryId,
        destination: 'webhook',
        attempt: 3,
        attempts: 3,
        lastError: 'webhook answered HTTP 500: receiver is down for maintenance',
        err: expect.objectContaining({ type: 'LeadDeliveryError' }),
        msg: 'lead delivery dead-lettered: no longer retried (pnpm leads:dead-letters redeliver queues it again)',
      },
    ]);

    clock.now = after(7 * 24 * 60 * 60 * SECOND_MS);
    await outbox.runOnce();
    expect(webhookCalls(lead)).toHaveLength(3);
    bench.receiver.respondWith(() => 200);
  });

  it('with the default attempts, keeps a lead through a receiver’s day-long outage', async () => {
    const site = webhookSite();
    const lead = await store(site);
    const outageEnds = after(24 * 60 * 60 * SECOND_MS);
    const clock = { now: t0 };
    bench.receiver.respondWith(() => (clock.now < outageEnds ? 503 : 200));
    const log = quietLog();
    // The shortest waits the jitter allows: the fastest the attempts can be used up.
    const outbox = worker(site, clock, log, () => 0);
    const webhookDelivery = async () =>
      (await bench.records.forSite(site).leadDeliveries(lead.leadId)).find(
        (delivery) => delivery.destination.kind === 'webhook',
      )!;

    let delivery = await webhookDelivery();
    while (delivery.status === 'pending') {
      clock.now = delivery.nextAttemptAt!;
      await outbox.runOnce();
      delivery = await webhookDelivery();
    }
    expect(delivery).toMatchObject({ status: 'delivered' });
    expect(delivery.deliveredAt!.getTime()).toBeGreaterThanOrEqual(outageEnds.getTime());
    // Once the receiver was back, the next attempt (at most an hour on) took it.
    expect(delivery.deliveredAt!.getTime() - outageEnds.getTime()).toBeLessThanOrEqual(
      60 * 60 * SECOND_MS,
    );
    // The old default, 8 attempts, would have given up within the outage's first hour.
    expect(delivery.attempts).toBeGreaterThan(50);
    expect(webhookCalls(lead)).toHaveLength(delivery.attempts);
    expect(log.errors).toEqual([]);
    bench.receiver.respondWith(() => 200);
  });

  it('delivers a lead this process stores at once, without waiting for its poll', async () => {
    const site = webhookSite();
    const outbox = new LeadOutboxWorker({
      sites: [site],
      records: bench.records,
      deliver,
      log: quietLog(),
      // A poll far beyond the test: only the wake can deliver in time.
      pollIntervalMs: 60 * 60 * SECOND_MS,
    });
    bench.records.onJobsQueued('leadDeliveries', () => outbox.wake());
    outbox.start();
    // The first pass (at start) finds nothing of this site's.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lead = await store(site, sampleLead());
    await vi.waitFor(() => expect(webhookCalls(lead)).toHaveLength(1), { timeout: 5_000 });
    await outbox.stop();
    const deliveries = await bench.records.forSite(site).leadDeliveries(lead.leadId);
    expect(deliveries.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
  });

  it('polls once started, and stops only after the delivery under way is recorded', async () => {
    const site = webhookSite();
    const first = await store(site);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started = vi.fn();
    const slowDeliver: DeliverLead = async (job, jobSite) => {
      started(job.lead.leadId);
      await released;
      await deliver(job, jobSite);
    };
    const outbox = new LeadOutboxWorker({
      sites: [site],
      records: bench.records,
      deliver: slowDeliver,
      log: quietLog(),
      pollIntervalMs: 20,
    });
    outbox.start();
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(2));

    let stopped = false;
    const stopping = outbox.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const deliveries = await bench.records.forSite(site).leadDeliveries(first.leadId);
    expect(deliveries.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);

    // Stopped: a lead stored now waits for the next worker.
    const second = await store(site, sampleLead());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started).toHaveBeenCalledTimes(2);
    const waiting = await bench.records.forSite(site).leadDeliveries(second.leadId);
    expect(waiting.map((delivery) => delivery.status)).toEqual(['pending', 'pending']);
  });
});
