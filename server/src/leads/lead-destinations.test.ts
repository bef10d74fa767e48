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
