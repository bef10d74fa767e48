import { unsubscribePath } from '@forecourt/schema/alerts/unsubscribe-path';
import { escapeXml as escapeHtml } from '@forecourt/schema/markup/escape-xml';
import type { Site } from '@forecourt/tenants/site';
import type { SendMailOptions } from 'nodemailer';
import { vehiclePageUrl } from '../print/print-urls.js';
import type { ClaimedAccountAlertEmail } from './account-alerts.port.js';

/**
 * The e-mails of a signed-in shopper's alerts: new matches of a saved search (each car's name,
 * price and page, and a link to the search), or a price drop on a watched car. Plain text and
 * HTML (data escaped), the site's name and origin, and the unsubscribe link of the search (or of
 * the shopper's price-drop alerts), also as List-Unsubscribe. One e-mail keeps one Message-ID and
 * mailbox file, so a repeated send is recognisable (SMTP) or replaces itself (mailbox).
 */

/** Most cars one e-mail lists; the search link shows the rest. */
export const MAX_CARS_PER_EMAIL = 12;

export type AccountAlertEmailContent = Pick<
  ClaimedAccountAlertEmail,
  'emailId' | 'recipient' | 'unsubscribeToken' | 'payload' | 'createdAt'
>;

export interface AccountAlertMessage {
  message: SendMailOptions;
  messageId: string;
  mailboxFile: string;
}

interface Listed {
  name: string;
  priceText: string;
  url: string;
}

interface Body {
  subject: string;
  intro: string;
  cars: Listed[];
  more: { text: string; url: string } | null;
  why: string;
}

function bodyOf(email: AccountAlertEmailContent, site: Site, origin: string): Body {
  const siteName = site.config.name;
  const { payload } = email;
  if (payload.kind === 'price-drop') {
    const { car, wasText } = payload;
    return {
      subject: `Price drop: ${car.name} at ${siteName}`,
      intro: `The price of a car on your watchlist has dropped from ${wasText}:`,
      cars: [{ name: car.name, priceText: car.priceText, url: vehiclePageUrl(origin, car.slug) }],
      more: null,
      why: `You are getting this because you watch this car at ${siteName}.`,
    };
  }
  const searchUrl = `${origin}${payload.path}${payload.query ? `?${payload.query}` : ''}`;
  const shown = payload.cars.slice(0, MAX_CARS_PER_EMAIL);
  const extra = payload.cars.length - shown.length;
  const count = payload.cars.length;
  return {
    subject: `${count} new match${count === 1 ? '' : 'es'} for "${payload.label}" at ${siteName}`,
    intro: `New cars match your saved search "${payload.label}":`,
    cars: shown.map((car) => ({ ...car, url: vehiclePageUrl(origin, car.slug) })),
    more: {
      text: extra > 0 ? `and ${extra} more; see them all:` : 'See the search:',
      url: searchUrl,
    },
    why: `You are getting this because you saved this search at ${siteName}.`,
  };
}

/** `origin`: the site's own address (`https://dealer.com.au`), which every link starts with. */
export function accountAlertMessage(
  email: AccountAlertEmailContent,
  site: Site,
  origin: string,
): AccountAlertMessage {
  const siteName = site.config.name;
  const unsubscribeUrl = `${origin}${unsubscribePath(email.unsubscribeToken)}`;
  const { subject, intro, cars, more, why } = bodyOf(email, site, origin);
  const messageId = `<account-alert-${email.emailId}@${new URL(origin).hostname}>`;

  const text = [
    'Hello,',
    intro,
    ...cars.map((car) => `${car.name}\n${car.priceText}\n${car.url}`),
    ...(more ? [`${more.text}\n${more.url}`] : []),
    `${why} Unsubscribe:\n${unsubscribeUrl}`,
    siteName,
  ].join('\n\n');

  const items = cars
    .map(
      (car) =>
        `<li><a href="${escapeHtml(car.url)}">${escapeHtml(car.name)}</a><br>` +
        `${escapeHtml(car.priceText)}</li>`,
    )
    .join('\n');
  const moreHtml = more
    ? `<p>${escapeHtml(more.text)} <a href="${escapeHtml(more.url)}">${escapeHtml(more.url)}</a></p>\n`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<ul>
${items}
</ul>
${moreHtml}<p>${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>
<p>${escapeHtml(siteName)}</p>
</body>
</html>
`;

  return {
    messageId,
    mailboxFile: `${stampOf(email.createdAt)}-account-alert-${email.emailId}.eml`,
    message: {
      to: email.recipient,
      replyTo: { name: siteName, address: site.config.contact.email },
      subject,
      date: email.createdAt,
      messageId,
      headers: { 'X-Forecourt-Account-Alert-Id': email.emailId },
      list: { unsubscribe: unsubscribeUrl },
      text,
      html,
    },
  };
}

const stampOf = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('.', '-');
