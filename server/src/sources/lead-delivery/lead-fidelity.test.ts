import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookBody } from './webhook-delivery.js';
import { leadAdfXml } from '../../leads/adf-xml.js';
import { leadEmailMessage, type EmailDestination } from '../../leads/lead-email-message.js';
import { adfDtdErrors } from '../../leads/testing/adf-dtd.js';
import { everyFieldLeads, type EveryFieldLead } from '../../leads/testing/every-field-leads.js';

/**
 * Nothing the shopper said is lost on the way to the dealer: a lead of each form with every
 * field filled reaches the dealership the shopper chose, and each value is in the e-mail's text,
 * in its ADF document (valid ADF 1.0) and in the webhook's JSON.
 */

/** The site with several dealerships, check options and trade-in questions. */
const SITE = 'outback-caravans';

let site: Site;
let leads: EveryFieldLead[];

beforeAll(async () => {
  site = (await loadDemoSites()).find((s) => s.config.slug === SITE)!;
  leads = await everyFieldLeads(site);
});

/** The XML's text as a CRM reads it: its five entities decoded. */
const xmlText = (xml: string) =>
  xml
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

const holds = (text: string, shown: string | RegExp) =>
  typeof shown === 'string' ? text.includes(shown) : shown.test(text);

const FORMS = [
  'vehicle-enquiry',
  'test-drive',
  'finance-enquiry',
  'general-enquiry',
  'careers',
  'trade-in',
];

describe.each(FORMS)('a %s lead with every field filled', (title) => {
  const of = () => leads.find((lead) => lead.title === title)!;

  it('goes to the chosen dealership, at its own lead and CRM addresses', () => {
    const { lead, chosen, destinations } = of();
    if (title !== 'trade-in') expect(lead.dealership.slug).toBe(chosen.dealershipSlug);
    const email = destinations.find((d): d is EmailDestination => d.kind === 'email')!;
    if (title === 'trade-in') {
      // The trade-in form asks no dealership: the site's primary sales location answers.
      expect(lead.dealership.slug).toBe(site.locations.find((l) => l.primary)!.dealershipSlug);
    } else {
      expect(email.to).toEqual([...chosen.leads.email!, ...chosen.leads.adfEmail!]);
    }
  });

  it('says every value in the e-mail’s text', () => {
    const { lead, destinations, expected } = of();
    const destination = destinations.find((d): d is EmailDestination => d.kind === 'email')!;
    const text = String(leadEmailMessage(lead, destination, site).text);
    for (const { field, shown } of expected) {
      expect(holds(text, shown), `${field} (${String(shown)}) in:\n${text}`).toBe(true);
    }
  });

  it('says every value in a valid ADF 1.0 document', () => {
    const xml = leadAdfXml(of().lead, site);
    expect(adfDtdErrors(xml)).toEqual([]);
    const text = xmlText(xml);
    for (const { field, shown } of of().expected) {
      expect(holds(text, shown), `${field} (${String(shown)}) in:\n${text}`).toBe(true);
    }
  });

  it('carries every value in the webhook’s JSON, by its payload field and in its facts', () => {
    const { lead, expected } = of();
    const body = JSON.parse(webhookBody(lead, site)) as {
      lead: { payload: Record<string, unknown>; dealership: { slug: string } };
      facts: { label: string; value: string }[];
    };
    expect(body.lead.dealership.slug).toBe(lead.dealership.slug);
    const readable = [
      JSON.stringify(body.lead),
      ...body.facts.map(({ label, value }) => `${label}: ${value}`),
    ].join('\n');
    for (const { field, shown, payload } of expected) {
      if (payload) expect(body.lead.payload[payload[0]], field).toEqual(payload[1]);
      expect(holds(readable, shown), `${field} (${String(shown)}) in:\n${readable}`).toBe(true);
    }
  });
});
