import { unsubscribePath } from '@forecourt/schema/alerts/unsubscribe-path';
import type { Site } from '@forecourt/tenants/site';
import type { SendMailOptions } from 'nodemailer';
import { escapeXml as escapeHtml } from '@forecourt/schema/markup/escape-xml';
import { vehiclePageUrl } from '../print/print-urls.js';
import type { ClaimedSimilarCarAlertEmail } from './similar-car-alert-emails.port.js';

/**
 * The e-mail that tells a shopper similar cars have arrived (spec 2 §2, the sold panel's "Find Me
 * Something Similar"): each car's name, price and page on the site's own origin, and the alert's
 * unsubscribe link (also as List-Unsubscribe). A plain-text and an HTML alternative; in the HTML,
 * everything that comes from data is escaped. An alert's message always has the same Message-ID
 * and mailbox file, so a repeated send is recognisable (SMTP) or replaces itself (mailbox).
 */

export type SimilarCarAlertEmailContent = Pick<
  ClaimedSimilarCarAlertEmail,
  'alertId' | 'soldCar' | 'recipient' | 'cars' | 'unsubscribeToken' | 'dueAt'
>;

export interface SimilarCarAlertMessage {
  message: SendMailOptions;
  messageId: string;
  /** Its file in the development mailbox: newest sorts last, a resend replaces it. */
  mailboxFile: string;
}

/** `origin`: the site's own address (`https://dealer.com.au`), which every link starts with. */
export function similarCarAlertMessage(
  email: SimilarCarAlertEmailContent,
  site: Site,
  origin: string,
): SimilarCarAlertMessage {
  const { alertId, soldCar, recipient, cars, unsubscribeToken, dueAt } = email;
  const siteName = site.config.name;
  const soldName = `${soldCar.make} ${soldCar.model}`;
  const unsubscribeUrl = `${origin}${unsubscribePath(unsubscribeToken)}`;
  const listed = cars.map((car) => ({ ...car, url: vehiclePageUrl(origin, car.slug) }));
  const arrived = listed.length === 1 ? 'This one has just arrived:' : 'These have just arrived:';
  const asked =
    `You asked ${siteName} to e-mail you when something similar to the ${soldName} you ` +
    `looked at arrives.`;
  const once = 'This request sends no further e-mails.';
  const messageId = `<similar-alert-${alertId}@${new URL(origin).hostname}>`;

  const text = [
    'Hello,',
    `${asked} ${arrived}`,
    ...listed.map((car) => `${car.name}\n${car.priceText}\n${car.url}`),
    `${once} Unsubscribe:\n${unsubscribeUrl}`,
    siteName,
  ].join('\n\n');

  const carItems = listed
    .map(
      (car) =>
        `<li><a href="${escapeHtml(car.url)}">${escapeHtml(car.name)}</a><br>` +
        `${escapeHtml(car.priceText)}</li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subjectOf(soldName, siteName))}</title></head>
<body>
<p>Hello,</p>
<p>${escapeHtml(asked)} ${escapeHtml(arrived)}</p>
<ul>
${carItems}
</ul>
<p>${escapeHtml(once)} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>
<p>${escapeHtml(siteName)}</p>
</body>
</html>
`;

  return {
    messageId,
    mailboxFile: `${stampOf(dueAt)}-similar-alert-${alertId}.eml`,
    message: {
      to: recipient,
      // Replying reaches the dealership, not the no-reply sender.
      replyTo: { name: siteName, address: site.config.contact.email },
      subject: subjectOf(soldName, siteName),
      date: dueAt,
      messageId,
      headers: { 'X-Forecourt-Similar-Alert-Id': alertId },
      list: { unsubscribe: unsubscribeUrl },
      text,
      html,
    },
  };
}

const subjectOf = (soldName: string, siteName: string) =>
  `Something similar to the ${soldName} has arrived at ${siteName}`;

const stampOf = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('.', '-');
