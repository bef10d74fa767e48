/**
 * Where the vehicle page's action buttons lead. The sidebar and the sticky header share these,
 * so both send a shopper to the same finance and trade-in forms (the finance link itself is
 * carFinanceHref, shared with the server's rules through Car.financeEnquiryPath).
 */

/** Button texts the site settings do not carry. */
export const GET_FINANCE_LABEL = 'Get Finance';
export const HISTORY_REPORT_LABEL = 'History Report';
/** Spec 1 §2: the online purchase's button (its address is Car.buyOnlinePath). */
export const BUY_ONLINE_LABEL = 'Buy Online';

/** The enquiry form's anchor on the vehicle page. */
export const ENQUIRE_HREF = '#enquire';

/** Spec 1 §2: the trade-in valuation of this car. */
export function tradeInHref(internalId: string): string {
  return `/cars/trade-in?${new URLSearchParams({ car_id: internalId }).toString()}`;
}
