import { randomUUID } from 'node:crypto';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import { describe, expect, it } from 'vitest';
import type { JobLog } from '../jobs/leased-job-worker.js';
import { createLeadDelivery } from '../sources/lead-delivery/lead-delivery.js';
import { LeadOutboxWorker } from '../leads/lead-outbox-worker.js';
import { useLeadDeliveryBench } from '../testing/lead-delivery-bench.js';
import { sampleLead } from '../leads/testing/sample-lead.js';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import {
  readDeadLetterArguments,
  runDeadLetters,
  type DeadLetterRequest,
} from './lead-deliveries.js';

const SECRET_ENV = 'DEAD_LETTER_TEST_SECRET';
const t0 = new Date('2026-11-01T09:00:00.000Z');
const later = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

const bench = useLeadDeliveryBench('forecourt-dead-letters-');

/** A site whose webhook gets one attempt, so a failure dead-letters it at once. */
function oneAttemptSite(): Site {
  return {
    ...harbourSite,
    config: siteConfigSchema.parse({
      ...harbourSite.config,
      slug: `dead-letters-${randomUUID()}`,
      leads: {
        webhook: { url: `${bench.receiver.url}?token=abc`, secretEnv: SECRET_ENV },
        maxAttempts: 1,
      },
    }),
  };
}

const silent: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

function outbox(site: Site, now: Date) {
  return new LeadOutboxWorker({
    sites: [site],
    records: bench.records,
    deliver: createLeadDelivery({
      email: bench.email,
      webhook: { env: { [SECRET_ENV]: 'secret' } },
    }),
    log: silent,
    now: () => now,
  });
}

const storeLead = (site: Site, createdAt: Date) => bench.storeLead(site, sampleLead({ createdAt }));

const callsFor = (leadId: string) =>
  bench.receiver.received.filter((request) => request.headers['idempotency-key'] === leadId);

describe('leads:dead-letters', () => {
  it('lists a dead letter, redelivers it, and the outbox then delivers it once', async () => {
    const site = oneAttemptSite();
    const other = oneAttemptSite();
    bench.receiver.respondWith(() => 503);
    const first = await storeLead(site, t0);
    await outbox(site, t0).runOnce();
    const second = await storeLead(site, later(60));
    await outbox(site, later(60)).runOnce();
    const elsewhere = await storeLead(other, t0);
    await outbox(other, t0).runOnce();
    bench.receiver.respondWith(() => 200);

    const lines: string[] = [];
    const request = (overrides: Partial<DeadLetterRequest>): DeadLetterRequest => ({
      action: 'list',
      sites: [site, other],
      records: bench.records,
      siteSlug: site.config.slug,
      filter: {},
      now: later(120),
      out: (line) => lines.push(line),
      ...overrides,
    });

    const listed = await runDeadLetters(request({}));
    expect(listed.exitCode).toBe(0);
    expect(listed.deliveries.map(({ delivery }) => delivery.leadId)).toEqual([
      first.leadId,
      second.leadId,
    ]);
    expect(lines[0]).toBe(
      [
        t0.toISOString(),
        site.config.slug,
        `lead ${first.leadId}`,
        // The webhook's query (which may carry a token) is not printed.
        `webhook ${bench.receiver.url}`,
        '1 attempt',
        'webhook answered HTTP 503: receiver is down for maintenance',
      ].join('  '),
    );
    expect(lines.at(-1)).toBe('2 dead-lettered deliveries.');

    // Only what the filter names is queued again: here the later dead letter.
    lines.length = 0;
    const queued = await runDeadLetters(
      request({ action: 'redeliver', filter: { since: later(30) } }),
    );
    expect(queued.deliveries.map(({ delivery }) => [delivery.leadId, delivery.status])).toEqual([
      [second.leadId, 'pending'],
    ]);
    expect(lines.at(-1)).toMatch(/^1 delivery queued again, due now/);

    expect(await outbox(site, later(120)).runOnce()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    const calls = callsFor(second.leadId);
    expect(calls).toHaveLength(2);
    // The same lead id as Idempotency-Key and the same body: the receiver can tell a repeat.
    expect(calls[1]!.body).toBe(calls[0]!.body);
    const [webhook] = await bench.records.forSite(site).leadDeliveries(second.leadId);
    expect(webhook).toMatchObject({ status: 'delivered', attempts: 1 });

    // Delivered, it is no dead letter: a repeat queues nothing, and nothing is sent again.
    lines.length = 0;
    const again = await runDeadLetters(request({ action: 'redeliver', filter: {} }));
    expect(again.deliveries.map(({ delivery }) => delivery.leadId)).toEqual([first.leadId]);
    await outbox(site, later(121)).runOnce();
    expect(callsFor(second.leadId)).toHaveLength(2);
    expect(callsFor(first.leadId)).toHaveLength(2);
    expect(await runDeadLetters(request({ action: 'redeliver' }))).toEqual({
      exitCode: 0,
      deliveries: [],
    });
    expect(lines.at(-1)).toBe('Nothing to redeliver: no dead-lettered delivery matches.');

    // The other site's dead letter was never touched; without --site it is listed too.
    lines.length = 0;
    const all = await runDeadLetters(request({ siteSlug: undefined }));
    expect(all.deliveries.map(({ site: slug, delivery }) => [slug, delivery.leadId])).toEqual([
      [other.config.slug, elsewhere.leadId],
    ]);
  });

  it('names an unknown site and the known ones', async () => {
    const lines: string[] = [];
    const result = await runDeadLetters({
      action: 'list',
      sites: [harbourSite],
      records: bench.records,
      siteSlug: 'nowhere',
      filter: {},
      now: t0,
      out: (line) => lines.push(line),
    });
    expect(result.exitCode).toBe(1);
    expect(lines).toEqual([`--site: no site "nowhere" (sites: ${harbourSite.config.slug})`]);
  });
});

describe('readDeadLetterArguments', () => {
  const leadId = '0b6f8f5e-8a1c-4a3e-9d7b-3f3f1c2a9e10';

  it('reads the action and the filters', () => {
    expect(
      readDeadLetterArguments([
        'redeliver',
        '--site',
        'harbour',
        '--lead',
        leadId,
        '--since',
        '2026-11-01T09:00Z',
        '--until',
        '2026-11-02',
      ]),
    ).toEqual({
      action: 'redeliver',
      siteSlug: 'harbour',
      filter: {
        leadId,
        since: new Date('2026-11-01T09:00:00.000Z'),
        until: new Date('2026-11-02T00:00:00.000Z'),
      },
    });
    expect(readDeadLetterArguments(['--help'])).toBeNull();
  });

  it('refuses what it cannot act on, naming the option', () => {
    expect(() => readDeadLetterArguments([])).toThrow('no action: say list or redeliver');
    expect(() => readDeadLetterArguments(['resend'])).toThrow('"resend": say list or redeliver');
    expect(() => readDeadLetterArguments(['list', '--lead', '42'])).toThrow(
      '--lead: "42" is not a lead id (a UUID)',
    );
    expect(() => readDeadLetterArguments(['list', '--since', 'yesterday'])).toThrow(
      '--since: "yesterday" is not an ISO 8601 time',
    );
    expect(() =>
      readDeadLetterArguments(['list', '--since', '2026-11-02', '--until', '2026-11-01']),
    ).toThrow('--until: must be after --since');
  });
});
