import type { Site } from '@forecourt/tenants/site';
import { MIN_DISPLAYED_PRICE } from '../stock/price-display.js';
import type { StockDocument } from '../stock/stock-document.js';
import {
  CHECKOUT_STEPS,
  type CheckoutJourney,
  type CheckoutStep,
} from './checkout-journey-records.port.js';

/**
 * The online purchase's rules (spec 1 §2 `/checkout-journey?car_id=`): which cars can be bought
 * online, and where a journey stands. The steps are answered in order; an earlier one may be
 * answered again at any time (its later answers are kept).
 */

type PurchaseFields = Pick<StockDocument, 'status' | 'price' | 'reserved' | 'preorder'>;

/**
 * The reserve rule with `features.onlinePurchase` in place of `features.reserveButton`: the site
 * sells online, and the car is in stock now, priced, not reserved and not a preorder.
 */
export function canBuyOnline(car: PurchaseFields, site: Site): boolean {
  return (
    site.config.features.onlinePurchase &&
    car.status === 'in_stock' &&
    car.price > MIN_DISPLAYED_PRICE &&
    !car.reserved &&
    !car.preorder
  );
}

/** Why a car cannot be bought online, as the shopper reads it; null when it can. */
export function notPurchasableReason(car: PurchaseFields, site: Site): string | null {
  if (!site.config.features.onlinePurchase) return 'This site does not sell vehicles online.';
  if (car.status !== 'in_stock') return 'This vehicle is no longer available to buy online.';
  if (car.reserved) return 'This vehicle is reserved by another buyer.';
  if (car.price <= MIN_DISPLAYED_PRICE || car.preorder) {
    return 'This vehicle cannot be bought online: please contact the dealership.';
  }
  return null;
}

/** The first step not answered yet; null once every step is (the deposit has been started). */
export function nextCheckoutStep(journey: Pick<CheckoutJourney, 'steps'>): CheckoutStep | null {
  return CHECKOUT_STEPS.find((step) => journey.steps[step] === undefined) ?? null;
}

/** The steps before `step` that are not answered yet (a step waits for every earlier one). */
export function unansweredStepsBefore(
  journey: Pick<CheckoutJourney, 'steps'>,
  step: CheckoutStep,
): CheckoutStep[] {
  const before = CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(step));
  return before.filter((earlier) => journey.steps[earlier] === undefined);
}
