import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.js';
import { createTestPlatform } from '../testing/test-platform.js';
import { DEV_MAILBOX_PATH } from './dev-mailbox-page.js';
import {
  createEmailDelivery,
  type EmailDelivery,
} from '../sources/lead-delivery/email-delivery.js';
import { hashLeadSubmission } from './lead-idempotency.js';
import { createLeadDelivery } from './lead-delivery.js';
import { leadDestinations } from './lead-destinations.js';
import { LeadOutboxWorker } from './lead-outbox-worker.js';
import type { StoredLead } from './lead.types.js';
import { sampleLead } from './testing/sample-lead.js';

let platform: Awaited<ReturnType<typeof createTestPlatform>>;
let mailboxDir: string;
let email: EmailDelivery;
let coastal: Site;
let northside: Site;

const at = (time: string) => new Date(`2026-11-01T${time}:00.000Z`);

/** Stores the lead as the submit mutation does, and lets the outbox deliver it. */
async function submitAndDeliver(site: Site, lead: StoredLead): Promise<void> {
  await platform.records.forSite(site).submitLead({
    idempotencyKey: randomUUID(),
    payloadHash: hashLeadSubmission(lead.payload),
    lead,
    destinations: leadDestinations(site),
  });
  await new LeadOutboxWorker({
    sites: [site],
    records: platform.records,
    deliver: createLeadDelivery({ email }),
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  }).runOnce();
}

beforeAll(async () => {
  platform = await createTestPlatform(20);
  mailboxDir = await mkdtemp(path.join(tmpdir(), 'forecourt-dev-mailbox-'));
  email = createEmailDelivery({ mailboxDir });
  coastal = platform.site('coastal-motor-group');
  northside = platform.site('northside-used-cars');
  await submitAndDeliver(
    coastal,
    sampleLead({
      createdAt: at('09:00'),
      customer: { ...sampleLead().customer, firstName: 'Early', lastName: 'Bird' },
    }),
  );
  await submitAndDeliver(
    coastal,
    sampleLead({
      createdAt: at('10:00'),
      customer: { ...sampleLead().customer, firstName: 'Late', lastName: 'Comer' },
      message: 'Call me <script>alert(1)</script> after 5',
    }),
  );
  await submitAndDeliver(
    northside,
    sampleLead({
      createdAt: at('11:00'),
      customer: { ...sampleLead().customer, firstName: 'Other', lastName: 'Site' },
    }),
  );
}, 60_000);
afterAll(async () => {
  email.close();
  await platform.close();
  await rm(mailboxDir, { recursive: true, force: true });
});

const get = (app: ReturnType<typeof createApp>, site: Site, method = 'GET') =>
  app(new Request(`http://${site.config.slug}.localhost${DEV_MAILBOX_PATH}`, { method }));

describe('/dev/mailbox', () => {
  const devApp = () =>
    createApp({
      registry: platform.registry,
      stockSearch: platform.stockSearch,
      yoga: platform.yoga,
      devMailbox: { mailboxDir, records: platform.records },
    });

  it('lists the site’s lead e-mails, newest first, with the ADF shown as text', async () => {
    const response = await get(devApp(), coastal);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<h1>Mailbox of Coastal Motor Group</h1>');

    const late = html.indexOf('from Late Comer');
    const early = html.indexOf('from Early Bird');
    expect(late).toBeGreaterThan(-1);
    expect(early).toBeGreaterThan(late);
    expect(html).toContain('To</dt><dd>sales@coastalmotorgroup.com.au</dd>');
    // The XML and what the shopper typed are text on the page, never markup.
    expect(html).toContain('&lt;adf&gt;');
    expect(html).not.toContain('<adf>');
    expect(html).toContain('Call me &lt;script&gt;alert(1)&lt;/script&gt; after 5');
    expect(html).not.toContain('<script>');
    // How the lead's delivery went.
    expect(html).toMatch(
      /<td>email<\/td><td>sales@coastalmotorgroup\.com\.au<\/td><td>delivered<\/td><td>1<\/td>/,
    );
  });

  it('shows only the site’s own messages', async () => {
    const html = await (await get(devApp(), northside)).text();
    expect(html).toContain('from Other Site');
    expect(html).not.toContain('Late Comer');
    const outback = await (await get(devApp(), platform.site('outback-caravans'))).text();
    expect(outback).toContain('No lead e-mails yet.');
  });

  it('is read with GET only', async () => {
    expect((await get(devApp(), coastal, 'POST')).status).toBe(405);
  });

  it('is not served when the server does not offer it (production, or mail over SMTP)', async () => {
    const app = createApp({
      registry: platform.registry,
      stockSearch: platform.stockSearch,
      yoga: platform.yoga,
    });
    const response = await get(app, coastal);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Mailbox of');
  });
});
