import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { describe, expect, it } from 'vitest';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import { leadDestinations } from './lead-destinations.js';

const withLeads = (leads: unknown) => ({
  ...harbourSite,
  config: siteConfigSchema.parse({ ...harbourSite.config, leads }),
});

describe('leadDestinations', () => {
  it('e-mails the site’s contact address, with no webhook, by default', () => {
    expect(leadDestinations(harbourSite)).toEqual([
      { kind: 'email', to: ['sales@harbour.example.com'] },
    ]);
  });

  it('sends to the webhook and the configured addresses when the site names them', () => {
    const site = withLeads({
      webhook: { url: 'https://crm.example.com/hooks/leads', secretEnv: 'HARBOUR_CRM_SECRET' },
      email: { to: ['leads@harbour.example.com', 'manager@harbour.example.com'] },
    });
    expect(leadDestinations(site)).toEqual([
      {
        kind: 'webhook',
        url: 'https://crm.example.com/hooks/leads',
        secretEnv: 'HARBOUR_CRM_SECRET',
      },
      { kind: 'email', to: ['leads@harbour.example.com', 'manager@harbour.example.com'] },
    ]);
  });

  it('gives every demo site e-mail to its contact address and no webhook', async () => {
    for (const site of await loadDemoSites()) {
      expect(leadDestinations(site)).toEqual([{ kind: 'email', to: [site.config.contact.email] }]);
    }
  });
});

describe('leadDestinations of the answering location', () => {
  const location = (leads: { email: string[] | null; adfEmail: string[] | null }) => ({ leads });

  it('e-mails the location’s own lead and CRM addresses, each once', () => {
    const site = withLeads({ email: { to: 'leads@harbour.example.com' } });
    expect(
      leadDestinations(
        site,
        location({
          email: ['toyota@harbour.example.com'],
          adfEmail: ['toyota.adf@crm.example.com', 'toyota@harbour.example.com'],
        }),
      ),
    ).toEqual([
      { kind: 'email', to: ['toyota@harbour.example.com', 'toyota.adf@crm.example.com'] },
    ]);
  });

  it('falls back to the site’s addresses for what the location does not set', () => {
    const site = withLeads({
      email: { to: 'leads@harbour.example.com', adf: 'adf@crm.example.com' },
    });
    expect(leadDestinations(site, location({ email: null, adfEmail: null }))).toEqual([
      { kind: 'email', to: ['leads@harbour.example.com', 'adf@crm.example.com'] },
    ]);
    expect(
      leadDestinations(harbourSite, location({ email: null, adfEmail: ['adf@crm.example.com'] })),
    ).toEqual([{ kind: 'email', to: ['sales@harbour.example.com', 'adf@crm.example.com'] }]);
  });

  it('gives each demo dealership’s sales location its own lead and CRM addresses', async () => {
    for (const site of await loadDemoSites()) {
      const sales = site.locations.filter((l) => l.locationType === 'sales');
      const addresses = sales.map((l) => leadDestinations(site, l).at(-1));
      expect(new Set(addresses.map((a) => JSON.stringify(a))).size).toBe(sales.length);
      for (const [index, l] of sales.entries()) {
        expect(addresses[index]).toEqual({
          kind: 'email',
          to: [...l.leads.email!, ...l.leads.adfEmail!],
        });
      }
    }
  });
});
