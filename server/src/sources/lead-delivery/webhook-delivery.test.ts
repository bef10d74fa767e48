import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import { LeadDeliveryError } from '../../leads/lead-delivery-error.js';
import { sampleLead } from '../../leads/testing/sample-lead.js';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../leads/testing/webhook-receiver.js';
import {
  deliverFollowUpWebhook,
  deliverWebhook,
  verifyWebhookSignature,
  webhookSignature,
  type WebhookDestination,
} from './webhook-delivery.js';

const SECRET = 'harbour-crm-shared-secret';
const env = { HARBOUR_LEADS_SECRET: SECRET };
const sentAt = new Date('2026-11-01T09:00:05.000Z');

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(() => {
  receiver.received.length = 0;
  receiver.respondWith(() => 200);
});
afterAll(() => receiver.close());

const destination = (): WebhookDestination => ({
  kind: 'webhook',
  url: receiver.url,
  secretEnv: 'HARBOUR_LEADS_SECRET',
});

describe('deliverWebhook', () => {
  it('POSTs the lead as JSON, signed with the site’s secret, keyed by the lead id', async () => {
    const lead = sampleLead();
    await deliverWebhook(lead, destination(), harbourSite, { env, now: () => sentAt });

    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received as [(typeof receiver.received)[number]];
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['idempotency-key']).toBe(lead.leadId);
    expect(headers['x-forecourt-timestamp']).toBe(String(sentAt.getTime() / 1000));
    // What a receiver computes on its side, with nothing but the secret and the raw body.
    const expected = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
    expect(headers['x-forecourt-signature']).toBe(expected);
    expect(verifyWebhookSignature(body, headers['x-forecourt-signature'] as string, SECRET)).toBe(
      true,
    );

    expect(JSON.parse(body)).toEqual({
      event: 'lead.created',
      site: { slug: 'harbour-motors', name: 'Harbour Motors' },
      lead: { ...lead, createdAt: '2026-11-01T09:00:00.000Z' },
      // What the shopper said, in the site's words, as the e-mail's table shows it.
      facts: [{ label: 'Page', value: 'https://harbour.example.com/cars/2021-toyota-rav4-u7001' }],
    });
  });

  it('signs so that another secret or a changed body does not verify', () => {
    const body = '{"lead":{"leadId":"a"}}';
    const signature = webhookSignature(body, SECRET);
    expect(verifyWebhookSignature(body, signature, SECRET)).toBe(true);
    expect(verifyWebhookSignature(body, signature, 'another-secret')).toBe(false);
    expect(verifyWebhookSignature(`${body} `, signature, SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, signature.replace('sha256=', ''), SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, undefined, SECRET)).toBe(false);
  });

  it('sends the same body and key on every attempt', async () => {
    const lead = sampleLead();
    await deliverWebhook(lead, destination(), harbourSite, { env });
    await deliverWebhook(lead, destination(), harbourSite, { env });
    const [first, second] = receiver.received;
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });

  it('fails an attempt the receiver refuses, with its status and answer', async () => {
    receiver.respondWith(() => 503);
    const attempt = deliverWebhook(sampleLead(), destination(), harbourSite, { env });
    await expect(attempt).rejects.toThrow(LeadDeliveryError);
    await expect(deliverWebhook(sampleLead(), destination(), harbourSite, { env })).rejects.toThrow(
      'webhook answered HTTP 503: receiver is down for maintenance',
    );
  });

  it('does not follow a redirect with the customer’s details', async () => {
    receiver.respondWith(() => 307);
    await expect(deliverWebhook(sampleLead(), destination(), harbourSite, { env })).rejects.toThrow(
      'webhook answered HTTP 307 (redirects are not followed)',
    );
    expect(receiver.received).toHaveLength(1);
  });

  it('fails without sending when the secret’s variable is not set', async () => {
    await expect(
      deliverWebhook(sampleLead(), destination(), harbourSite, { env: {} }),
    ).rejects.toThrow('webhook secret: the environment variable HARBOUR_LEADS_SECRET is not set');
    expect(receiver.received).toHaveLength(0);
  });

  it('fails when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const url = `http://127.0.0.1:${port}/leads`;
    await expect(
      deliverWebhook(sampleLead(), { ...destination(), url }, harbourSite, { env }),
    ).rejects.toThrow(/^webhook unreachable: .*ECONNREFUSED/);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const silent = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      await expect(
        deliverWebhook(
          sampleLead(),
          { ...destination(), url: `http://127.0.0.1:${port}/` },
          harbourSite,
          { env, timeoutMs: 200 },
        ),
      ).rejects.toThrow('webhook did not answer within 200 ms');
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('deliverFollowUpWebhook', () => {
  it('POSTs a follow-up as lead.follow_up with its own fields, keyed by the lead and its name', async () => {
    const lead = sampleLead({ kind: 'trade_in', category: 'Trade-In', subcategory: '' });
    const followUp = {
      name: '3. Offer Accepted',
      occurredAt: new Date('2026-11-01T10:30:00.000Z'),
      payload: {
        category: 'Trade-In',
        subcategory: '3. Offer Accepted',
        lead_id: lead.leadId,
        form_completed: true,
        offer_accepted: true,
        offer: 17_800,
        // A payload field never overrides what the follow-up is.
        type: 'something else',
      },
    };
    await deliverFollowUpWebhook(lead, followUp, destination(), harbourSite, { env });

    const [{ headers, body }] = receiver.received as [(typeof receiver.received)[number]];
    expect(headers['idempotency-key']).toBe(`${lead.leadId}:3. Offer Accepted`);
    expect(verifyWebhookSignature(body, headers['x-forecourt-signature'] as string, SECRET)).toBe(
      true,
    );
    expect(JSON.parse(body)).toEqual({
      type: 'lead.follow_up',
      event: 'lead.follow_up',
      site: { slug: 'harbour-motors', name: 'Harbour Motors' },
      lead_id: lead.leadId,
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
      occurred_at: '2026-11-01T10:30:00.000Z',
      form_completed: true,
      offer_accepted: true,
      offer: 17_800,
      facts: [
        { label: 'Offer', value: '$17,800' },
        { label: 'Offer accepted', value: 'Yes' },
      ],
    });
  });
});
