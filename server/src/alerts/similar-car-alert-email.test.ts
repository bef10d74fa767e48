import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Site } from '@forecourt/tenants/site';
import nodemailer from 'nodemailer';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEmailDelivery } from '../testing/test-lead-channels.js';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import {
  similarCarAlertMessage,
  type SimilarCarAlertEmailContent,
} from './similar-car-alert-email.js';

const ORIGIN = 'https://harbourmotors.example.com';
const TOKEN = 'tok_-abc123';

const content = (overrides: Partial<SimilarCarAlertEmailContent> = {}) => ({
  alertId: '42',
  soldCar: { id: 'hm-corolla-sold', make: 'Toyota', model: 'Corolla' },
  recipient: 'jane.citizen@example.com',
  cars: [
    {
      id: 'c1',
      slug: 'toyota-corolla-ascent',
      name: '2022 Toyota Corolla Ascent',
      priceText: '$22,990',
    },
    {
      id: 'c2',
      slug: 'toyota-corolla-zr',
      name: '2023 Toyota Corolla ZR',
      priceText: 'Enquire for price.',
    },
  ],
  unsubscribeToken: TOKEN,
  dueAt: new Date('2026-11-01T09:00:00.000Z'),
  ...overrides,
});

/** The message as a mail program reads it: built by nodemailer, parsed back. */
async function received(built: ReturnType<typeof similarCarAlertMessage>) {
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await writer.sendMail({ from: 'no-reply@example.com', ...built.message });
  if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport buffers messages');
  return PostalMime.parse(info.message);
}

describe('similarCarAlertMessage', () => {
  it('lists each arrived car by name and price, linked on the site’s own origin', async () => {
    const mail = await received(similarCarAlertMessage(content(), harbourSite, ORIGIN));
    expect(mail.subject).toBe(
      'Something similar to the Toyota Corolla has arrived at Harbour Motors',
    );
    expect(mail.to).toEqual([{ name: '', address: 'jane.citizen@example.com' }]);
    expect(mail.replyTo).toEqual([
      { name: 'Harbour Motors', address: 'sales@harbour.example.com' },
    ]);
    expect(mail.text).toContain(
      '2022 Toyota Corolla Ascent\n$22,990\nhttps://harbourmotors.example.com/cars/toyota-corolla-ascent',
    );
    expect(mail.text).toContain(
      '2023 Toyota Corolla ZR\nEnquire for price.\nhttps://harbourmotors.example.com/cars/toyota-corolla-zr',
    );
    expect(mail.html).toContain(
      '<li><a href="https://harbourmotors.example.com/cars/toyota-corolla-ascent">2022 Toyota Corolla Ascent</a><br>$22,990</li>',
    );
    expect(mail.text).toContain('These have just arrived:');
  });

  it('carries the unsubscribe link in the text, the HTML and the List-Unsubscribe header', async () => {
    const unsubscribe = `${ORIGIN}/similar-alerts/unsubscribe?token=${TOKEN}`;
    const mail = await received(similarCarAlertMessage(content(), harbourSite, ORIGIN));
    expect(mail.text).toContain(`Unsubscribe:\n${unsubscribe}`);
    expect(mail.html).toContain(`<a href="${unsubscribe}">Unsubscribe</a>`);
    const header = mail.headers.find((entry) => entry.key === 'list-unsubscribe');
    expect(header?.value).toBe(`<${unsubscribe}>`);
  });

  it('has one Message-ID and mailbox file per alert, so a resend is recognised', () => {
    const first = similarCarAlertMessage(content(), harbourSite, ORIGIN);
    const again = similarCarAlertMessage(
      content({ cars: content().cars.slice(0, 1) }),
      harbourSite,
      ORIGIN,
    );
    expect(first.messageId).toBe('<similar-alert-42@harbourmotors.example.com>');
    expect(again.messageId).toBe(first.messageId);
    expect(first.mailboxFile).toBe('20261101T090000-000Z-similar-alert-42.eml');
    expect(again.mailboxFile).toBe(first.mailboxFile);
    expect(
      similarCarAlertMessage(content({ alertId: '43' }), harbourSite, ORIGIN).messageId,
    ).not.toBe(first.messageId);
  });

  it('escapes in the HTML everything that comes from data', async () => {
    const site: Site = {
      ...harbourSite,
      config: { ...harbourSite.config, name: 'Harbour & <b>Sons</b>' },
    };
    const mail = await received(
      similarCarAlertMessage(
        content({
          soldCar: { id: 'sold', make: 'Toyota"', model: '<img src=x onerror=alert(1)>' },
          cars: [
            {
              id: 'c1',
              slug: 'a"b<c>',
              name: '2022 <script>alert(1)</script> Corolla',
              priceText: '"$1" & more',
            },
          ],
        }),
        site,
        ORIGIN,
      ),
    );
    const html = mail.html ?? '';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Sons');
    expect(html).toContain('2022 &lt;script&gt;alert(1)&lt;/script&gt; Corolla');
    expect(html).toContain('&quot;$1&quot; &amp; more');
    expect(html).toContain('Harbour &amp; &lt;b&gt;Sons&lt;/b&gt;');
    // The slug cannot leave the link's attribute or path.
    expect(html).toContain(`href="${ORIGIN}/cars/a%22b%3Cc%3E"`);
    // The text part is plain text: what the data says, unescaped.
    expect(mail.text).toContain('2022 <script>alert(1)</script> Corolla');
  });

  it('says "This one has just arrived" for a single car', async () => {
    const mail = await received(
      similarCarAlertMessage(content({ cars: content().cars.slice(0, 1) }), harbourSite, ORIGIN),
    );
    expect(mail.text).toContain('This one has just arrived:');
    expect(mail.text).not.toContain('Toyota Corolla ZR');
  });
});

describe('an alert e-mail through the lead mail transport', () => {
  const received: Buffer[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  let tempDir: string;
  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'forecourt-alert-mail-'));
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
    await rm(tempDir, { recursive: true, force: true });
  });

  it('goes out over SMTP from the site’s sender', async () => {
    const { port } = smtp.server.address() as AddressInfo;
    const delivery = createTestEmailDelivery({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailboxDir: tempDir,
    });
    const built = similarCarAlertMessage(content(), harbourSite, ORIGIN);
    try {
      await delivery.sendMessage(built.message, harbourSite, built.mailboxFile);
    } finally {
      delivery.close();
    }
    expect(received).toHaveLength(1);
    const mail = await PostalMime.parse(received[0]!);
    expect(mail.from).toEqual({
      name: 'Harbour Motors website',
      address: 'no-reply@harbour-motors.localhost',
    });
    expect(mail.messageId).toBe(built.messageId);
  });

  it('refuses a mailbox file name that is not a plain .eml name', async () => {
    const delivery = createTestEmailDelivery({ mailboxDir: tempDir });
    const built = similarCarAlertMessage(content(), harbourSite, ORIGIN);
    try {
      await expect(
        delivery.sendMessage(built.message, harbourSite, '../escape.eml'),
      ).rejects.toThrow(/^mailboxFile: "\.\.\/escape\.eml" is not a plain file name/);
    } finally {
      delivery.close();
    }
  });
});
