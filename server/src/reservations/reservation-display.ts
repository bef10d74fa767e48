import type { Site } from '@forecourt/tenants/site';
import { reservePath, type ReservePathName } from '@forecourt/schema/reservations/checkout-paths';

/**
 * How a site words and addresses reserving: its deposit as money, its texts with {deposit} and
 * {holdHours} filled in, its reserve page's address, and a shopper's e-mail shown to whoever holds
 * a reservation's link (masked: the link may be forwarded).
 */

/** Whole dollars as a shopper reads them: $200, $1,500. */
export function dollars(amount: number): string {
  return `$${amount.toLocaleString('en-AU', { maximumFractionDigits: 2 })}`;
}

/** A site text with its placeholders filled in from the site's reservation settings. */
export function reservationText(site: Site, text: string): string {
  const { deposit, holdHours } = site.config.reservations;
  return text
    .replaceAll('{deposit}', dollars(deposit))
    .replaceAll('{holdHours}', String(holdHours));
}

/** The site's reserve page of a car, at the address its `reservations.path` picks. */
export function siteReservePath(site: Site, slug: string): string {
  return reservePath(slug, site.config.reservations.path satisfies ReservePathName);
}

/** j•••@example.com: the first character of the mailbox, the domain whole. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** A moment as the site's shoppers read it: "Friday 27 November 2026, 3:05 pm". */
export function siteDateTime(site: Site, at: Date): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: site.config.leadForms.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}
