import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import { sampleLead } from '../../leads/testing/sample-lead.js';
import { createEmailDelivery } from './email-delivery.js';
import { readMailboxEmails } from './mailbox-emails.js';

let mailboxDir: string;
beforeAll(async () => {
  mailboxDir = await mkdtemp(path.join(tmpdir(), 'forecourt-mailbox-emails-'));
});
afterAll(async () => {
  await rm(mailboxDir, { recursive: true, force: true });
});

describe('readMailboxEmails', () => {
  it('reads a lead e-mail back: its recipients, lead id, text and ADF part', async () => {
    const email = createEmailDelivery({ mailboxDir });
    const lead = sampleLead();
    const to = ['yard@harbour.example.com', 'yard.adf@crm.example.com'];
    await email.send(lead, { kind: 'email', to }, harbourSite);
    email.close();
    const [read, ...others] = await readMailboxEmails(mailboxDir, harbourSite.config.slug, 10);
    expect(others).toEqual([]);
    expect(read).toMatchObject({ to, leadId: lead.leadId, followUp: undefined });
    expect(read!.text).toContain(lead.message);
    expect(read!.adf).toContain(`<id sequence="1" source="Harbour Motors">${lead.leadId}</id>`);
  });

  it('reads nothing from a site that wrote no e-mail', async () => {
    expect(await readMailboxEmails(mailboxDir, 'outback-caravans', 10)).toEqual([]);
  });
});
