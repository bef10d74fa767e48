import { leadEmailRecipients } from '@forecourt/tenants/settings/lead-delivery-settings.schema';
import type { Location } from '@forecourt/tenants/location.schema';
import type { Site } from '@forecourt/tenants/site';
import type { LeadDestination } from './lead.types.js';

/**
 * Where a new lead of the site goes, from its `leads` settings: the webhook when one is set,
 * and always the ADF e-mail, to the answering location's own lead and CRM addresses where it
 * has them, else the site's (else the site's contact e-mail). The list is stored with the lead's
 * jobs, so a settings change later does not redirect them.
 */
export function leadDestinations(
  site: Site,
  location: Pick<Location, 'leads'> | null = null,
): LeadDestination[] {
  const { leads, contact } = site.config;
  const destinations: LeadDestination[] = [];
  if (leads.webhook) {
    destinations.push({
      kind: 'webhook',
      url: leads.webhook.url,
      secretEnv: leads.webhook.secretEnv,
    });
  }
  destinations.push({
    kind: 'email',
    to: leadEmailRecipients(leads, contact.email, location?.leads ?? null),
  });
  return destinations;
}
