import type { Site } from '@forecourt/tenants/site';
import PostalMime, { type Address } from 'postal-mime';
import { escapeXml as escapeHtml } from '@forecourt/schema/markup/escape-xml';
import type { SiteRoute } from '../../http/app.js';
import type { LeadDelivery } from '../../leads/lead-records.port.js';
import type { Records } from '../records/records.port.js';
import { ADF_CONTENT_TYPE } from '../../leads/adf-xml.js';
import { readMailbox } from './email-delivery.js';

/**
 * /dev/mailbox, in development only: the e-mails the site wrote into its mailbox folder (there is
 * no SMTP server) — leads to the dealership and similar-car alerts to shoppers — newest first,
 * each with its summary; a lead's also with its ADF XML as text and how each of its deliveries
 * went (a webhook being retried or dead-lettered shows here too).
 */

export const DEV_MAILBOX_PATH = '/dev/mailbox';
/** Messages shown; older ones stay in the folder. */
export const MAILBOX_PAGE_LIMIT = 50;
/** The page lists lead e-mails and shoppers' alert e-mails alike. */
export const NO_EMAILS_YET = 'No e-mails yet.';

export interface DevMailboxOptions {
  mailboxDir: string;
  records: Records;
}

const addressText = (addresses: readonly Address[] | Address | undefined): string =>
  (Array.isArray(addresses) ? addresses : addresses ? [addresses] : [])
    .flatMap((address: Address) => (address.group ? address.group : [address]))
    .map((mailbox) => (mailbox.name ? `${mailbox.name} <${mailbox.address}>` : mailbox.address))
    .join(', ');

const dateText = (date: Date | null) => (date ? date.toISOString() : '');

function deliveryRow(delivery: LeadDelivery): string {
  const { destination } = delivery;
  const target = destination.kind === 'webhook' ? destination.url : destination.to.join(', ');
  const when =
    delivery.status === 'delivered'
      ? `delivered ${dateText(delivery.deliveredAt)}`
      : delivery.status === 'dead'
        ? `dead-lettered ${dateText(delivery.deadAt)}`
        : `next attempt ${dateText(delivery.nextAttemptAt)}`;
  // A follow-up's jobs go to the same places as the lead's: its name tells them apart.
  const kind = delivery.followUp ? `${destination.kind} (${delivery.followUp})` : destination.kind;
  return (
    `<tr><td>${escapeHtml(kind)}</td><td>${escapeHtml(target)}</td>` +
    `<td>${escapeHtml(delivery.status)}</td><td>${delivery.attempts}</td>` +
    `<td>${escapeHtml(when)}</td><td>${escapeHtml(delivery.lastError ?? '')}</td></tr>`
  );
}

type ParsedEmail = Awaited<ReturnType<typeof PostalMime.parse>>;

/** The lead a lead e-mail is about; a shopper's alert e-mail names none. */
const leadIdOf = (email: ParsedEmail) =>
  email.headers.find((header) => header.key === 'x-forecourt-lead-id')?.value;

function messageSection(email: ParsedEmail, deliveries: readonly LeadDelivery[]): string {
  const leadId = leadIdOf(email);
  const adf = email.attachments.find((part) => part.mimeType === ADF_CONTENT_TYPE);
  const table =
    deliveries.length > 0
      ? `<table><thead><tr><th>to</th><th>address</th><th>status</th><th>attempts</th>` +
        `<th>when</th><th>last error</th></tr></thead><tbody>` +
        deliveries.map(deliveryRow).join('') +
        `</tbody></table>`
      : '';
  // A shopper's alert e-mail has no ADF part.
  const adfPart =
    typeof adf?.content === 'string'
      ? `<details open><summary>${ADF_CONTENT_TYPE}</summary>` +
        `<pre class="adf">${escapeHtml(adf.content)}</pre></details>`
      : '';
  return `<article>
<h2>${escapeHtml(email.subject ?? '(no subject)')}</h2>
<dl>
<dt>Date</dt><dd>${escapeHtml(email.date ?? '')}</dd>
<dt>From</dt><dd>${escapeHtml(addressText(email.from))}</dd>
<dt>To</dt><dd>${escapeHtml(addressText(email.to))}</dd>
<dt>Reply to</dt><dd>${escapeHtml(addressText(email.replyTo))}</dd>
<dt>Lead id</dt><dd>${escapeHtml(leadId ?? '')}</dd>
</dl>
${table}
<pre class="text">${escapeHtml(email.text ?? '')}</pre>
${adfPart}
</article>`;
}

/** The mailbox page as a route of the app (`extraRoute`), for the composition root to hand in. */
export function devMailboxRoute(options: DevMailboxOptions): SiteRoute {
  return (request, site) => handleDevMailboxRequest(request, site, options);
}

/** The page for GET /dev/mailbox; null for any other path. */
export async function handleDevMailboxRequest(
  request: Request,
  site: Site,
  options: DevMailboxOptions,
): Promise<Response | null> {
  if (new URL(request.url).pathname !== DEV_MAILBOX_PATH) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('The mailbox is read with GET.', {
      status: 405,
      headers: { allow: 'GET, HEAD' },
    });
  }
  const messages = await readMailbox(options.mailboxDir, site.config.slug, MAILBOX_PAGE_LIMIT);
  const emails = await Promise.all(
    messages.map(({ raw }) => PostalMime.parse(raw, { attachmentEncoding: 'utf8' })),
  );
  // The deliveries of every lead on the page in one read, not one per message.
  const leadIds = emails.map(leadIdOf).filter((id) => id !== undefined);
  const deliveries = await options.records.forSite(site).leadDeliveriesByLead(leadIds);
  const sections = emails.map((email) =>
    messageSection(email, deliveries.get(leadIdOf(email)?.toLowerCase() ?? '') ?? []),
  );
  const title = `Mailbox of ${site.config.name}`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
article { border-top: 1px solid #ccc; padding: 1rem 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
pre { background: #f5f5f5; padding: 0.75rem; overflow-x: auto; white-space: pre-wrap; }
table { border-collapse: collapse; margin: 0.5rem 0; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>E-mails this site wrote in development (no SMTP server is set): leads to the dealership and alerts to shoppers, newest first${
    messages.length === MAILBOX_PAGE_LIMIT ? `; the latest ${MAILBOX_PAGE_LIMIT} are shown` : ''
  }.</p>
${sections.length > 0 ? sections.join('\n') : `<p>${NO_EMAILS_YET}</p>`}
</body>
</html>
`;
  return new Response(request.method === 'HEAD' ? null : html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
