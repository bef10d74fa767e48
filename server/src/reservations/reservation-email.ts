import { escapeXml as escapeHtml } from '@forecourt/schema/markup/escape-xml';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { reservationPath } from '@forecourt/schema/reservations/checkout-paths';
import type { ReservationSettings } from '@forecourt/tenants/settings/reservation-settings.schema';
import type { Site } from '@forecourt/tenants/site';
import type { SendMailOptions } from 'nodemailer';
import type { ClaimedReservationEmail } from './reservation-email-records.port.js';
import { dealershipLocation, holdEndText } from './reservation-lead.js';
import type { Reservation } from './reservation.types.js';

/**
 * The shopper's e-mails about their reservation: the deposit received (the car, the deposit, the
 * reference, when the hold ends, the site's terms and the reservation's page), the hold ended
 * unconfirmed, and the deposit refunded. Plain text and HTML (data escaped); one e-mail keeps one
 * Message-ID and mailbox file, so a repeated send is recognisable (SMTP) or replaces itself
 * (mailbox).
 */

export type ReservationEmailContent = Pick<
  ClaimedReservationEmail,
  'emailId' | 'kind' | 'recipient' | 'createdAt'
>;

export interface ReservationMessage {
  message: SendMailOptions;
  messageId: string;
  mailboxFile: string;
}

/** A reservation text of the site's settings with `{deposit}` and `{holdHours}` filled in. */
export function reservationText(
  text: string,
  settings: Pick<ReservationSettings, 'holdHours'>,
  depositCents: number,
): string {
  return text
    .replaceAll('{deposit}', formatDollars(depositCents / 100))
    .replaceAll('{holdHours}', String(settings.holdHours));
}

interface Body {
  subject: string;
  paragraphs: string[];
}

function bodyOf(email: ReservationEmailContent, reservation: Reservation, site: Site): Body {
  const settings = site.config.reservations;
  const { car, reference } = reservation;
  const deposit = formatDollars(reservation.depositCents / 100);
  const location = dealershipLocation(site, car.dealershipId);
  const carText = `${car.name} (stock ${car.stockNumber})`;
  const contact = `Questions? Call ${location.dealershipName} on ${location.contact.phone} and quote ${reference}.`;
  switch (email.kind) {
    case 'confirmed':
      return {
        subject: `Reserved: ${car.name}, reference ${reference}`,
        paragraphs: [
          `Thank you, ${reservation.shopper.firstName}. We have received your ${deposit} deposit and the ${carText} is reserved for you.`,
          `Your reference: ${reference}`,
          reservation.holdUntil
            ? `We hold the car for you until ${holdEndText(reservation.holdUntil, location)}, while ${location.dealershipName} contacts you to finalise the sale.`
            : `${location.dealershipName} will contact you to finalise the sale.`,
          reservationText(settings.terms, settings, reservation.depositCents),
          contact,
        ],
      };
    case 'released':
      return {
        subject: `Your hold on the ${car.name} has ended`,
        paragraphs: [
          `Hello ${reservation.shopper.firstName}, the ${settings.holdHours}-hour hold on the ${carText} (reference ${reference}) has ended before ${location.dealershipName} confirmed the sale, so the car is offered for sale again.`,
          `${location.dealershipName} will be in touch about your ${deposit} deposit; it is refunded in full if the sale does not go ahead.`,
          contact,
        ],
      };
    case 'refunded':
      return {
        subject: `Your ${deposit} deposit has been refunded`,
        paragraphs: [
          `Hello ${reservation.shopper.firstName}, your ${deposit} deposit for the ${carText} (reference ${reference}) has been refunded in full. It may take a few business days to reach your account.`,
          contact,
        ],
      };
  }
}

/** `origin`: the site's own address, which the reservation page's link starts with. */
export function reservationEmailMessage(
  email: ReservationEmailContent,
  reservation: Reservation,
  site: Site,
  origin: string,
): ReservationMessage {
  const siteName = site.config.name;
  const pageUrl = `${origin}${reservationPath(reservation.id)}`;
  const { subject, paragraphs } = bodyOf(email, reservation, site);
  const messageId = `<reservation-${reservation.id}-${email.kind}@${new URL(origin).hostname}>`;
  const text = [...paragraphs, `Your reservation:\n${pageUrl}`, siteName].join('\n\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(pageUrl)}">See your reservation</a></p>
<p>${escapeHtml(siteName)}</p>
</body>
</html>
`;
  return {
    messageId,
    mailboxFile: `${stampOf(email.createdAt)}-reservation-${email.kind}-${email.emailId}.eml`,
    message: {
      to: email.recipient,
      replyTo: { name: siteName, address: site.config.contact.email },
      subject: `${subject} – ${siteName}`,
      date: email.createdAt,
      messageId,
      headers: { 'X-Forecourt-Reservation-Id': reservation.id },
      text,
      html,
    },
  };
}

const stampOf = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('.', '-');
