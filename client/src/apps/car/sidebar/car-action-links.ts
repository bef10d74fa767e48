/**
 * Where the vehicle page's action buttons lead. The sidebar and the sticky header share these,
 * so both send a shopper to the same finance and trade-in forms.
 */

/** Button texts the site settings do not carry. */
export const GET_FINANCE_LABEL = 'Get Finance';
export const HISTORY_REPORT_LABEL = 'History Report';

/** The enquiry form's anchor on the vehicle page. */
export const ENQUIRE_HREF = '#enquire';

/** What the finance form needs to know about the car. */
export interface FinanceLinkCar {
  readonly internalId: string;
  /** NEW, DEMO or USED, as the schema spells it. */
  readonly carType: string;
  /** Listed price in dollars; 0 when not priced. */
  readonly price: number;
}

/** Spec 2 §2: the finance page with the car, its type and its price, opened at the form. */
export function financeHref(car: FinanceLinkCar): string {
  const params = new URLSearchParams({
    car_id: car.internalId,
    car_type: car.carType.toLowerCase(),
    vehiclePriceBudget: String(car.price),
  });
  return `/finance?${params.toString()}#finance-form`;
}

/** Spec 1 §2: the trade-in valuation of this car. */
export function tradeInHref(internalId: string): string {
  return `/cars/trade-in?${new URLSearchParams({ car_id: internalId }).toString()}`;
}

/** Spec 1 §2: reserving the car. */
export function reserveHref(slug: string): string {
  return `/cars/${encodeURIComponent(slug)}/checkout`;
}
