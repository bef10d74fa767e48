import { z } from 'zod';

/**
 * Where a site's leads go once stored (spec 2 §3 lead payload, §7 lead submit). Every lead is
 * e-mailed to the dealership as ADF 1.0 XML; a dealer whose CRM takes leads over HTTP also names a
 * webhook. Delivery is retried with back-off and given up ("dead-lettered") after `maxAttempts`.
 * The common case needs no settings: e-mail to the site's contact address, no webhook.
 */

/**
 * With the server's back-off (doubling from 30 s, at most an hour), 55 attempts keep trying for
 * 24 to 48 hours: a receiver down for a day still gets every lead once it is back.
 */
export const DEFAULT_LEAD_DELIVERY_MAX_ATTEMPTS = 55;
/** About 2 to 4 days of hourly attempts; more would keep a dead receiver busy for most of a week. */
export const MAX_LEAD_DELIVERY_ATTEMPTS = 100;

/** Plain http is accepted only for a receiver on this machine (development). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for https, and for http to this machine; false for anything else (or no address). */
function secureOrLocal(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || (protocol === 'http:' && LOCAL_HOSTS.has(hostname));
}

const webhookUrl = z
  // abort: a value that is no address gets this message only, not the https one too.
  .url({ protocol: /^https?$/, error: 'an http(s) address', abort: true })
  .refine(
    secureOrLocal,
    'must be https (leads carry customers’ contact details); http only for localhost',
  );

export const leadWebhookSchema = z.strictObject({
  url: webhookUrl.describe(
    'The receiver: each lead is POSTed to it as JSON, signed with HMAC-SHA256 (https; http only for localhost).',
  ),
  // Settings are committed to the repository, so the secret itself never sits in them.
  secretEnv: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/, 'an environment variable name such as LEADS_WEBHOOK_SECRET')
    .describe('Name of the environment variable that holds the HMAC secret (never the secret).'),
});

const emailAddress = z.email('an e-mail address');

/** One address or a list of them, kept as a list without repeats. */
export const leadEmailAddresses = z
  .union([emailAddress, z.array(emailAddress).min(1, 'name at least one address')])
  .transform((to) => (typeof to === 'string' ? [to] : [...new Set(to)]));

export const leadEmailSchema = z
  .strictObject({
    to: leadEmailAddresses
      .nullable()
      .default(null)
      .describe(
        'The dealership’s address or addresses for the ADF e-mail; null: the site’s contact.email. A location’s own `leads.email` replaces it for the leads it answers.',
      ),
    adf: leadEmailAddresses
      .nullable()
      .default(null)
      .describe(
        'A CRM’s ADF intake address or addresses, sent the same e-mail (its ADF part is what the CRM reads); null: none. A location’s own `leads.adfEmail` replaces it for the leads it answers.',
      ),
  })
  .prefault({})
  .describe('The ADF 1.0 XML e-mail every lead is sent as.');

export const leadDeliverySchema = z
  .strictObject({
    webhook: leadWebhookSchema
      .nullable()
      .default(null)
      .describe('A CRM’s HTTP receiver of leads; null: no webhook.'),
    email: leadEmailSchema,
    maxAttempts: z
      .number()
      .int()
      .min(1, 'at least 1 attempt')
      .max(MAX_LEAD_DELIVERY_ATTEMPTS, `at most ${MAX_LEAD_DELIVERY_ATTEMPTS} attempts`)
      .default(DEFAULT_LEAD_DELIVERY_MAX_ATTEMPTS)
      .describe(
        'Attempts per destination before a delivery is dead-lettered (kept, logged, no longer retried; pnpm leads:dead-letters redeliver queues it again). The default spans 24 to 48 hours of back-off.',
      ),
  })
  .prefault({})
  .describe(
    'Where stored leads are sent: an ADF e-mail, optionally a signed webhook, retried with back-off.',
  );

export type LeadDeliverySettings = z.infer<typeof leadDeliverySchema>;
export type LeadWebhookSettings = z.infer<typeof leadWebhookSchema>;

/** A location's own lead addresses (location.schema.ts); null: the site's. */
export interface LocationLeadEmails {
  email: string[] | null;
  adfEmail: string[] | null;
}

/**
 * Who receives the ADF e-mail: the people's addresses (the answering location's own, else the
 * site's `leads.email.to`, else the site's contact e-mail) and the CRM's ADF intake addresses
 * (the location's own, else the site's `leads.email.adf`), each once.
 */
export function leadEmailRecipients(
  leads: LeadDeliverySettings,
  contactEmail: string,
  location: LocationLeadEmails | null = null,
): string[] {
  const people = location?.email ?? leads.email.to ?? [contactEmail];
  const crm = location?.adfEmail ?? leads.email.adf ?? [];
  return [...new Set([...people, ...crm])];
}
