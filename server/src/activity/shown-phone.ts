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

/** The site's main number, formatted 0X XXXX XXXX. */
export const sitePhone = (site: Site): string =>
  formatAuPhone(site.config.contact.phone) ?? site.config.contact.phone;

/** A number as the settings give it, formatted 0X XXXX XXXX where it can be; null when none. */
const formatted = (phone: string | undefined | null): string | null =>
  phone ? (formatAuPhone(phone) ?? phone) : null;

/** A location's number, formatted; null when it has none. */
export const locationPhone = (location: Location): string | null =>
  formatted(location.contact.phone);

/** A location's landline, formatted; null when it has none. */
export const locationLandline = (location: Location): string | null =>
  formatted(location.contact.landlinePhone);

/** The number beside the site's holiday-hours note, formatted; null when it has none. */
export const holidayNotePhone = (site: Site): string | null =>
  formatted(site.config.locations.holidayHoursNotePhone);
