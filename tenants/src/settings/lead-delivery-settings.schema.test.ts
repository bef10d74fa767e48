import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEAD_DELIVERY_MAX_ATTEMPTS,
  leadDeliverySchema,
  leadEmailRecipients,
} from './lead-delivery-settings.schema.js';

function issues(input: unknown) {
  const result = leadDeliverySchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('leadDeliverySchema', () => {
  it('defaults to e-mail only, to the contact address, with 55 attempts (a day and more of back-off)', () => {
    const leads = leadDeliverySchema.parse(undefined);
    expect(leads).toEqual({ webhook: null, email: { to: null, adf: null }, maxAttempts: 55 });
    expect(DEFAULT_LEAD_DELIVERY_MAX_ATTEMPTS).toBe(55);
    expect(leadEmailRecipients(leads, 'sales@dealer.example.com')).toEqual([
      'sales@dealer.example.com',
    ]);
  });

  it('adds the CRM’s ADF addresses, and lets a location replace either list', () => {
    const leads = leadDeliverySchema.parse({
      email: { to: 'sales@dealer.example.com', adf: ['adf@crm.example.com'] },
    });
    expect(leadEmailRecipients(leads, 'info@dealer.example.com')).toEqual([
      'sales@dealer.example.com',
      'adf@crm.example.com',
    ]);
    expect(
      leadEmailRecipients(leads, 'info@dealer.example.com', {
        email: ['yard@dealer.example.com'],
        adfEmail: null,
      }),
    ).toEqual(['yard@dealer.example.com', 'adf@crm.example.com']);
    expect(
      leadEmailRecipients(leads, 'info@dealer.example.com', {
        email: null,
        adfEmail: ['yard.adf@crm.example.com', 'sales@dealer.example.com'],
      }),
    ).toEqual(['sales@dealer.example.com', 'yard.adf@crm.example.com']);
  });

  it('takes one address or several, without repeats', () => {
    const one = leadDeliverySchema.parse({ email: { to: 'crm@dealer.example.com' } });
    expect(leadEmailRecipients(one, 'sales@dealer.example.com')).toEqual([
      'crm@dealer.example.com',
    ]);
    const several = leadDeliverySchema.parse({
      email: { to: ['a@dealer.example.com', 'b@dealer.example.com', 'a@dealer.example.com'] },
    });
    expect(several.email.to).toEqual(['a@dealer.example.com', 'b@dealer.example.com']);
  });

  it('takes a webhook with the name of its secret’s variable', () => {
    const leads = leadDeliverySchema.parse({
      webhook: { url: 'https://crm.example.com/leads', secretEnv: 'DEALER_CRM_SECRET' },
      maxAttempts: 5,
    });
    expect(leads.webhook).toEqual({
      url: 'https://crm.example.com/leads',
      secretEnv: 'DEALER_CRM_SECRET',
    });
    expect(leads.maxAttempts).toBe(5);
  });

  it('refuses plain http except to this machine', () => {
    expect(issues({ webhook: { url: 'http://crm.example.com/leads', secretEnv: 'S' } })).toEqual([
      'webhook.url: must be https (leads carry customers’ contact details); http only for localhost',
    ]);
    expect(issues({ webhook: { url: 'http://127.0.0.1:8080/leads', secretEnv: 'S' } })).toEqual([]);
    for (const url of ['ftp://crm.example.com', 'crm.example.com/leads']) {
      expect(issues({ webhook: { url, secretEnv: 'S' } })).toEqual([
        'webhook.url: an http(s) address',
      ]);
    }
  });

  it('names the field and the reason for each bad setting', () => {
    expect(
      issues({
        webhook: { url: 'https://crm.example.com', secretEnv: 'my secret' },
        email: { to: ['not-an-address'] },
        maxAttempts: 0,
      }),
    ).toEqual([
      'webhook.secretEnv: an environment variable name such as LEADS_WEBHOOK_SECRET',
      'email.to.0: an e-mail address',
      'maxAttempts: at least 1 attempt',
    ]);
    expect(issues({ email: { to: [] } })).toEqual(['email.to: name at least one address']);
    expect(issues({ email: { to: 'sales' } })).toEqual(['email.to: an e-mail address']);
    expect(issues({ maxAttempts: 101 })).toEqual(['maxAttempts: at most 100 attempts']);
    // The secret itself never belongs in the settings.
    expect(
      issues({ webhook: { url: 'https://crm.example.com', secret: 'x', secretEnv: 'S' } }),
    ).toEqual(['webhook: Unrecognized key: "secret"']);
  });
});
