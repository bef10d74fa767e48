import type { DeliverLead } from '../leads/lead-delivery.port.js';
import {
  createEmailDelivery,
  readMailbox,
  type EmailDelivery,
  type EmailDeliveryOptions,
  type MailboxMessage,
} from '../sources/lead-delivery/email-delivery.js';
import {
  createLeadDelivery,
  type LeadDeliveryChannels,
} from '../sources/lead-delivery/lead-delivery.js';
import { verifyWebhookSignature } from '../sources/lead-delivery/webhook-delivery.js';

/**
 * The channels leads and shoppers' e-mails leave by, as production wires them: the e-mail
 * delivery (the mailbox folder, or SMTP when a test starts a server) and the webhook to a CRM.
 */

/** E-mail sent for real: into `mailboxDir`, or over SMTP when `smtpUrl` is given. */
export type TestEmailDelivery = EmailDelivery;

export function createTestEmailDelivery(options: EmailDeliveryOptions): TestEmailDelivery {
  return createEmailDelivery(options);
}

/** Delivers each lead job by its destination: the webhook or the e-mail. */
export function createTestLeadDelivery(channels: LeadDeliveryChannels): DeliverLead {
  return createLeadDelivery(channels);
}

/** What the mailbox holds for the site `slug`, newest first (at most `limit`). */
export function testMailbox(
  mailboxDir: string,
  slug: string,
  limit: number,
): Promise<MailboxMessage[]> {
  return readMailbox(mailboxDir, slug, limit);
}

/** Whether a CRM holding `secret` accepts the webhook's signature header for this body. */
export function isSignedWebhook(
  rawBody: string,
  header: string | null | undefined,
  secret: string,
): boolean {
  return verifyWebhookSignature(rawBody, header, secret);
}
