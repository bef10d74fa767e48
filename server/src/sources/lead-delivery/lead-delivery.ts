import type { DeliverLead } from '../../leads/lead-delivery.port.js';
import type { EmailDelivery } from './email-delivery.js';
import {
  deliverFollowUpWebhook,
  deliverWebhook,
  type WebhookDeliveryOptions,
} from './webhook-delivery.js';

export interface LeadDeliveryChannels {
  email: EmailDelivery;
  webhook?: WebhookDeliveryOptions | undefined;
}

/**
 * Sends each job by its destination's kind: the webhook, or the ADF e-mail; the lead itself, or
 * the follow-up of it the job carries.
 */
export function createLeadDelivery({ email, webhook }: LeadDeliveryChannels): DeliverLead {
  return async ({ lead, destination, followUp }, site) => {
    switch (destination.kind) {
      case 'webhook':
        return followUp
          ? deliverFollowUpWebhook(lead, followUp, destination, site, webhook)
          : deliverWebhook(lead, destination, site, webhook);
      case 'email':
        return email.send(lead, destination, site, followUp);
    }
  };
}
