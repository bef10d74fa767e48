import type { Site } from '@forecourt/tenants/site';
import { isAvailable } from './car-availability.js';
import { MIN_DISPLAYED_PRICE } from './price-display.js';
import type { StockDocument } from './stock-document.js';

type EligibilityFields = Pick<
  StockDocument,
  'status' | 'price' | 'reserved' | 'preorder' | 'photosCount'
>;

/**
 * Spec 1 §5: favourite and compare toggles are hidden when the price is 0 or less, when the car
 * is not available, and (where the site asks for it) when the car has no photos.
 */
export function canSave(car: EligibilityFields, site: Site): boolean {
  if (car.price <= 0 || !isAvailable(car.status)) return false;
  return !site.config.search.saveButtonsNeedPhotos || car.photosCount > 0;
}

/**
 * Reserve eligibility (its helper is "not shown" in spec 1 §5; this is our rule): the site offers
 * reserving, and the car is in stock now, priced, not already reserved and not a preorder.
 */
export function canReserve(car: EligibilityFields, site: Site): boolean {
  return (
    site.config.features.reserveButton &&
    car.status === 'in_stock' &&
    car.price > MIN_DISPLAYED_PRICE &&
    !car.reserved &&
    !car.preorder
  );
}
