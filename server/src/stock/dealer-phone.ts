import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { settingsPhone } from '../activity/shown-phone.js';

/**
 * Spec 1 §9: the number to call about a car is its location's, replaced by the site's number for
 * the car's type when the site sets one; shown as 0X XXXX XXXX. Null when there is none (the page
 * then shows no call button).
 */
export function dealerPhone(car: Pick<CarRecord, 'carType' | 'locationId'>, site: Site) {
  const raw =
    site.config.contact.phonesByCarType[car.carType] ??
    site.locationsById.get(car.locationId)?.contact.phone;
  return raw ? settingsPhone(raw) : null;
}
