import { formatAuPhone } from '@forecourt/schema/phone/format-au-phone';
import { maskPhone } from '@forecourt/schema/phone/phone-display';
import type { Location } from '@forecourt/tenants/location.schema';
import type { Site } from '@forecourt/tenants/site';

/**
 * What a page or a partner may read of a dealer's number. A site that masks numbers
 * (`contact.phoneReveal: masked`) answers only the masked form everywhere (vehicle, header,
 * footer, locations, the print sheet), so the whole number never reaches a page, its data or the
 * API until the shopper reveals it with a reveal mutation, which counts the reveal.
 */
export function phoneAsShown(phone: string, site: Site): string;
export function phoneAsShown(phone: string | null, site: Site): string | null;
export function phoneAsShown(phone: string | null, site: Site): string | null {
  if (phone === null) return null;
  return site.config.contact.phoneReveal === 'masked' ? maskPhone(phone) : phone;
}

/** Whether the site keeps its numbers masked until revealed. */
export const masksPhones = (site: Site): boolean => site.config.contact.phoneReveal === 'masked';

/**
 * The numbers as shown, by the text the sites' settings hold them as. Formatting parses a number
 * with the phone metadata, about 80 µs, and every page shows the same few numbers of its site
 * (the header's, each location's, each car's). Only settings fill it, never a request.
 */
const shownNumbers = new Map<string, string>();

/** A number as the settings give it, formatted 0X XXXX XXXX where it can be. */
export function settingsPhone(raw: string): string {
  let shown = shownNumbers.get(raw);
  if (shown === undefined) shownNumbers.set(raw, (shown = formatAuPhone(raw) ?? raw));
  return shown;
}

/** The site's main number, formatted 0X XXXX XXXX. */
export const sitePhone = (site: Site): string => settingsPhone(site.config.contact.phone);

/** A number as the settings give it, formatted where it can be; null when none. */
const formatted = (phone: string | undefined | null): string | null =>
  phone ? settingsPhone(phone) : null;

/** A location's number, formatted; null when it has none. */
export const locationPhone = (location: Location): string | null =>
  formatted(location.contact.phone);

/** A location's landline, formatted; null when it has none. */
export const locationLandline = (location: Location): string | null =>
  formatted(location.contact.landlinePhone);

/** The number beside the site's holiday-hours note, formatted; null when it has none. */
export const holidayNotePhone = (site: Site): string | null =>
  formatted(site.config.locations.holidayHoursNotePhone);
