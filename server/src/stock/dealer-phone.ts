import { formatAuPhone } from '@forecourt/schema/phone/format-au-phone';
import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';

/**
 * Spec 1 §9: the number to call about a car is its location's, replaced by the site's number for
 * the car's type when the site sets one; shown as 0X XXXX XXXX. Null when there is none (the page
 * then shows no call button).
 */
export function dealerPhone(car: Pick<CarRecord, 'carType' | 'locationId'>, site: Site) {
  const raw =
    site.config.contact.phonesByCarType[car.carType] ??
    site.locationsById.get(car.locationId)?.contact.phone;
  return raw ? shownNumber(raw) : null;
}

/**
 * The numbers as shown, by the text the sites' settings hold them as. Formatting parses the
 * number with the phone metadata, about 80 µs, and a vehicle page shows its car's and each similar
 * car's: the same few numbers of the site, every time. Only settings fill it, never a request.
 */
const shownNumbers = new Map<string, string>();

function shownNumber(raw: string): string {
  let shown = shownNumbers.get(raw);
  if (shown === undefined) shownNumbers.set(raw, (shown = formatAuPhone(raw) ?? raw));
  return shown;
}
