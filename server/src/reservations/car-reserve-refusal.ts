import type { Site } from '@forecourt/tenants/site';
import { MIN_DISPLAYED_PRICE } from '../stock/price-display.js';
import type { StockDocument } from '../stock/stock-document.js';

/**
 * Why a car cannot be reserved on the site, in a sentence for the shopper, or null when it can
 * (the same rule as canReserve, car-eligibility.ts, spelled out so the reserve page can say which
 * part failed rather than claim the car "may have sold").
 */
export function carReserveRefusal(
  car: Pick<StockDocument, 'status' | 'price' | 'reserved' | 'preorder'>,
  site: Site,
): string | null {
  if (!site.config.features.reserveButton) {
    return 'This dealership does not take reservations online. Please contact them to secure this car.';
  }
  if (car.status === 'sold') return 'This car has been sold.';
  if (car.status !== 'in_stock') {
    return 'This car has not arrived yet, so it cannot be reserved online. You can enquire about it.';
  }
  if (car.reserved) return 'This car is already reserved by another shopper.';
  if (car.preorder) return 'This car is on pre-order, so it cannot be reserved online.';
  if (car.price <= MIN_DISPLAYED_PRICE) {
    return 'This car has no listed price, so it cannot be reserved online. Please enquire for a price.';
  }
  return null;
}
