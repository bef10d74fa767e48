import { describe, expect, it } from 'vitest';
import { leadAdfXml } from '../../leads/adf-xml.js';
import { sampleLead } from '../../leads/testing/sample-lead.js';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import { leadEmailMessage, type EmailDestination } from '../../leads/lead-email-message.js';
import { webhookBody } from './webhook-delivery.js';

/** A lead taken during a surge reaches the dealer marked held for review, in every channel. */

const to: EmailDestination = { kind: 'email', to: ['sales@harbour.example.com'] };
const heldForReview = {
  reason: 'surge' as const,
  note: 'Sent while the site received far more enquiries than usual.',
};

describe('a lead held for review', () => {
  it('carries its hold in the webhook’s lead, and an ordinary lead carries none', () => {
    const held = JSON.parse(webhookBody(sampleLead({ heldForReview }), harbourSite)) as {
      lead: Record<string, unknown>;
    };
    expect(held.lead.heldForReview).toEqual(heldForReview);
    const ordinary = JSON.parse(webhookBody(sampleLead(), harbourSite)) as {
      lead: Record<string, unknown>;
    };
    expect(ordinary.lead).not.toHaveProperty('heldForReview');
  });

  it('says so first in the e-mail’s subject and summary', () => {
    const message = leadEmailMessage(sampleLead({ heldForReview }), to, harbourSite);
    expect(message.subject).toMatch(/^\[Held for review\] Vehicle enquiry – 2021 Toyota RAV4/);
    expect(String(message.text)).toMatch(
      /^\[Held for review\] Sent while the site received far more enquiries than usual\.\n/,
    );
    const ordinary = leadEmailMessage(sampleLead(), to, harbourSite);
    expect(ordinary.subject).not.toContain('Held for review');
    expect(String(ordinary.text)).not.toContain('Held for review');
  });

  it('says so first in the ADF comments a CRM shows', () => {
    expect(leadAdfXml(sampleLead({ heldForReview }), harbourSite)).toContain(
      '<comments>Held for review: Sent while the site received far more enquiries than usual.',
    );
    expect(leadAdfXml(sampleLead(), harbourSite)).not.toContain('Held for review');
  });
});
