import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../http/app.js';
import { createTestPlatform } from '../../testing/test-platform.js';
import { similarCarAlertMessage } from '../../alerts/similar-car-alert-email.js';
import type { Records } from '../records/records.port.js';
import { DEV_MAILBOX_PATH, devMailboxRoute, NO_EMAILS_YET } from './dev-mailbox-page.js';
import { createEmailDelivery, type EmailDelivery } from './email-delivery.js';
import { hashLeadSubmission } from '../../leads/lead-idempotency.js';
import { createLeadDelivery } from './lead-delivery.js';
import { leadDestinations } from '../../leads/lead-destinations.js';
import { LeadOutboxWorker } from '../../leads/lead-outbox-worker.js';
import type { StoredLead } from '../../leads/lead.types.js';
import { sampleLead } from '../../leads/testing/sample-lead.js';

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
  // A similar-car alert to a shopper, written to the same mailbox.
  const alert = similarCarAlertMessage(
    {
      alertId: '7',
      soldCar: { id: 'sold-1', make: 'Toyota', model: 'Corolla' },
      recipient: 'alert.shopper@example.com',
      cars: [
        {
          id: 'c1',
          slug: 'toyota-corolla-zr',
          name: '2023 Toyota Corolla ZR',
          priceText: '$24,990',
        },
      ],
      unsubscribeToken: 'tok_mailbox',
      dueAt: at('12:00'),
    },
    northside,
    'https://northside.example.com',
  );
  await email.sendMessage(alert.message, northside, alert.mailboxFile);
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
      extraRoute: devMailboxRoute({ mailboxDir, records: platform.records }),
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
    expect(outback).toContain(`<p>${NO_EMAILS_YET}</p>`);
    // The page lists alerts as well as leads: its empty state does not speak of leads only.
    expect(NO_EMAILS_YET).not.toMatch(/lead/i);
  });

  it('lists a shopper’s alert e-mail beside the leads, without a lead’s deliveries or ADF', async () => {
    const html = await (await get(devApp(), northside)).text();
    const articles = html.split('<article>').slice(1);
    const alert = articles.find((article) => article.includes('alert.shopper@example.com'));
    expect(alert).toBeDefined();
    expect(alert).toContain('2023 Toyota Corolla ZR');
    expect(alert).toContain('Lead id</dt><dd></dd>');
    expect(alert).not.toContain('<table>');
    expect(alert).not.toContain('class="adf"');
    const lead = articles.find((article) => article.includes('from Other Site'));
    expect(lead).toMatch(/<td>email<\/td><td>[^<]+<\/td><td>delivered<\/td>/);
  });

  it('reads the deliveries of every lead on the page in one query, not one per message', async () => {
    const reads = { perLead: 0, allAtOnce: [] as string[][] };
    const counting: Records = {
      migrate: () => platform.records.migrate(),
      onJobsQueued: (queue, listener) => platform.records.onJobsQueued(queue, listener),
      // The platform closes its own records.
      close: () => Promise.resolve(),
      forSite: (site) => {
        const records = platform.records.forSite(site);
        return Object.assign(Object.create(records) as typeof records, {
          leadDeliveries: (leadId: string) => {
            reads.perLead += 1;
            return records.leadDeliveries(leadId);
          },
          leadDeliveriesByLead: (leadIds: readonly string[]) => {
            reads.allAtOnce.push([...leadIds]);
            return records.leadDeliveriesByLead(leadIds);
          },
        });
      },
    };
    const app = createApp({
      registry: platform.registry,
      stockSearch: platform.stockSearch,
      yoga: platform.yoga,
      extraRoute: devMailboxRoute({ mailboxDir, records: counting }),
    });
    const html = await (await get(app, coastal)).text();
    expect(reads.perLead).toBe(0);
    expect(reads.allAtOnce).toHaveLength(1);
    expect(reads.allAtOnce[0]).toHaveLength(2);
    // Each lead still shows its own deliveries.
    expect(html.match(/<td>delivered<\/td>/g)).toHaveLength(2);
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
