import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import {
  createEmailDelivery,
  createEmailDeliveryFromEnv,
  MAILBOX_FOLDER,
  readMailbox,
} from './email-delivery.js';
import { LeadDeliveryError } from '../../leads/lead-delivery-error.js';
import { sampleLead } from '../../leads/testing/sample-lead.js';
import type { EmailDestination } from '../../leads/lead-email-message.js';

const dealership: EmailDestination = {
  kind: 'email',
  to: ['sales@harbour.example.com', 'crm@harbour.example.com'],
};

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: Buffer;
}

/** A real SMTP server on a free local port (no TLS, no login), keeping what it is sent. */
async function startSmtpServer(refuse: (recipient: string) => boolean = () => false) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

const adfParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
});

let tempDir: string;
beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), 'forecourt-mail-'));
});
afterAll(() => rm(tempDir, { recursive: true, force: true }));

describe('lead e-mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer((recipient) => recipient.startsWith('gone@'));
  });
  afterAll(() => smtp.close());

  it('sends the dealership a summary and the ADF XML as application/x-adf+xml', async () => {
    const delivery = createEmailDelivery({
      smtpUrl: smtp.url,
      mailboxDir: tempDir,
      from: 'leads@harbourmotors.com.au',
    });
    const lead = sampleLead();
    try {
      await delivery.send(lead, dealership, harbourSite);
    } finally {
      delivery.close();
    }
    expect(delivery.transport).toBe('smtp');
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('leads@harbourmotors.com.au');
    expect(mail!.to).toEqual(dealership.to);

    const email = await PostalMime.parse(mail!.raw, { attachmentEncoding: 'utf8' });
    expect(email.subject).toBe(
      'Vehicle enquiry – 2021 Toyota RAV4 (stock U7001) from Jane Citizen',
    );
    expect(email.from).toEqual({
      name: 'Harbour Motors website',
      address: 'leads@harbourmotors.com.au',
    });
    expect(email.replyTo).toEqual([{ name: 'Jane Citizen', address: 'jane.citizen@example.com' }]);
    expect(email.messageId).toBe(`<lead-${lead.leadId}@harbour-motors.localhost>`);
    expect(email.text).toContain('Odometer:   42,310 km');
    expect(email.text).toContain('Price:      $38,990');
    expect(email.text).toContain('Is it still available? Can I see it on Saturday?');

    const adfParts = email.attachments.filter((part) => part.mimeType === 'application/x-adf+xml');
    expect(adfParts).toHaveLength(1);
    const adf = adfParser.parse(adfParts[0]!.content as string);
    expect(adf.adf.prospect.id['#text']).toBe(lead.leadId);
    expect(adf.adf.prospect.vehicle).toMatchObject({ vin: 'JTMW43FV60D123456', stock: 'U7001' });
  });

  it('fails the attempt, saying why, when the server refuses the recipient', async () => {
    const delivery = createEmailDelivery({ smtpUrl: smtp.url, mailboxDir: tempDir });
    const before = smtp.received.length;
    try {
      const sending = delivery.send(
        sampleLead(),
        { kind: 'email', to: ['gone@harbour.example.com'] },
        harbourSite,
      );
      await expect(sending).rejects.toThrow(LeadDeliveryError);
      await expect(
        delivery.send(
          sampleLead(),
          { kind: 'email', to: ['gone@harbour.example.com'] },
          harbourSite,
        ),
      ).rejects.toThrow(/^e-mail over SMTP failed: .*Mailbox unavailable/);
    } finally {
      delivery.close();
    }
    expect(smtp.received).toHaveLength(before);
  });
});

describe('lead e-mail into the mailbox folder', () => {
  it('is used when SMTP_URL is not set, under the data directory', () => {
    const delivery = createEmailDeliveryFromEnv(tempDir, {});
    expect(delivery.transport).toBe('mailbox');
    expect(delivery.mailboxDir).toBe(path.join(tempDir, MAILBOX_FOLDER));
    delivery.close();
    const smtp = createEmailDeliveryFromEnv(tempDir, { SMTP_URL: 'smtp://mail.internal:587' });
    expect(smtp.transport).toBe('smtp');
    smtp.close();
  });

  it('writes one .eml per lead in the site’s folder, newest first, replaced on redelivery', async () => {
    const mailboxDir = path.join(tempDir, 'mailbox-order');
    const delivery = createEmailDelivery({ mailboxDir });
    const older = sampleLead({ createdAt: new Date('2026-11-01T09:00:00.000Z') });
    const newer = sampleLead({ createdAt: new Date('2026-11-01T10:00:00.000Z') });
    await delivery.send(newer, dealership, harbourSite);
    await delivery.send(older, dealership, harbourSite);
    await delivery.send(newer, dealership, harbourSite);
    delivery.close();

    const files = await readdir(path.join(mailboxDir, 'harbour-motors'));
    expect(files).toHaveLength(2);
    const messages = await readMailbox(mailboxDir, 'harbour-motors', 10);
    const ids = await Promise.all(
      messages.map(async ({ raw }) => (await PostalMime.parse(raw)).messageId),
    );
    expect(ids).toEqual([
      `<lead-${newer.leadId}@harbour-motors.localhost>`,
      `<lead-${older.leadId}@harbour-motors.localhost>`,
    ]);
    expect(await readMailbox(mailboxDir, 'outback-used-cars', 10)).toEqual([]);
  });

  it('writes a follow-up as a message of its own, threaded under the lead’s', async () => {
    const mailboxDir = path.join(tempDir, 'mailbox-follow-up');
    const delivery = createEmailDelivery({ mailboxDir });
    const lead = sampleLead({ kind: 'trade_in', category: 'Trade-In', subcategory: '' });
    const followUp = {
      name: '2. Valuation',
      occurredAt: new Date('2026-11-01T10:15:00.000Z'),
      payload: {
        vehicle: { year: 2020, make: 'Mazda', model: 'CX-5', badge: null, km: 61_250 },
        adjustmentAnswers: { condition: 'fair' },
        offer: 15_400,
      },
    };
    await delivery.send(lead, dealership, harbourSite);
    await delivery.send(lead, dealership, harbourSite, followUp);
    await delivery.send(lead, dealership, harbourSite, followUp);
    delivery.close();

    // The lead and its follow-up; the follow-up's redelivery replaced its own file.
    expect(await readdir(path.join(mailboxDir, 'harbour-motors'))).toHaveLength(2);
    const [newest] = await readMailbox(mailboxDir, 'harbour-motors', 10);
    const email = await PostalMime.parse(newest!.raw, { attachmentEncoding: 'utf8' });
    expect(email.subject).toBe(`Trade-in valuation for lead ${lead.leadId} from Jane Citizen`);
    expect(email.messageId).toBe(`<lead-${lead.leadId}-2-valuation@harbour-motors.localhost>`);
    expect(email.inReplyTo).toBe(`<lead-${lead.leadId}@harbour-motors.localhost>`);
    expect(email.text).toMatch(/^Trade-in: +2020 Mazda CX-5$/m);
    expect(email.text).toMatch(/^Condition: +Fair$/m);
    expect(email.text).toMatch(/^Offer: +\$15,400$/m);
    expect(email.text).toMatch(/^Enquiry: +Trade-In – 2\. Valuation$/m);
    const adf = email.attachments.find((part) => part.mimeType === 'application/x-adf+xml');
    expect(adf?.content).toContain('<vehicle interest="trade-in" status="used">');
    // The car valued, not the lead's undescribed one.
    expect(adf?.content).toContain('<make>Mazda</make>');
  });
});
