import PostalMime, { type Address } from 'postal-mime';
import { ADF_CONTENT_TYPE } from '../../leads/adf-xml.js';
import { readMailbox } from './email-delivery.js';

/**
 * A site's mailbox messages as a reader sees them: who they went to, what they say and, for a
 * lead, its id and its ADF part. For tools and tests that check what the dealer was sent.
 */

export interface MailboxEmail {
  file: string;
  subject: string;
  /** The recipients' addresses. */
  to: string[];
  /** The lead the message is about; a shopper's alert e-mail names none. */
  leadId: string | undefined;
  /** The follow-up of the lead it carries, if any ("3. Offer Accepted"). */
  followUp: string | undefined;
  text: string;
  /** The ADF 1.0 XML part; a shopper's alert e-mail has none. */
  adf: string | undefined;
}

const addressesOf = (addresses: readonly Address[] | undefined): string[] =>
  (addresses ?? []).flatMap((address) =>
    (address.group ?? [address]).map((mailbox) => mailbox.address ?? ''),
  );

/** The site's mailbox messages, newest first (at most `limit`), parsed. */
export async function readMailboxEmails(
  mailboxDir: string,
  slug: string,
  limit: number,
): Promise<MailboxEmail[]> {
  const messages = await readMailbox(mailboxDir, slug, limit);
  return Promise.all(
    messages.map(async ({ file, raw }) => {
      const email = await PostalMime.parse(raw, { attachmentEncoding: 'utf8' });
      const header = (key: string) => email.headers.find((h) => h.key === key)?.value;
      const adf = email.attachments.find((part) => part.mimeType === ADF_CONTENT_TYPE)?.content;
      return {
        file,
        subject: email.subject ?? '',
        to: addressesOf(email.to),
        leadId: header('x-forecourt-lead-id'),
        followUp: header('x-forecourt-follow-up'),
        text: email.text ?? '',
        adf: typeof adf === 'string' ? adf : undefined,
      };
    }),
  );
}
