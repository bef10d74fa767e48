/**
 * The lead pages' addresses (spec 2 §2), shared by the links that lead to them, the pages that
 * read them and the server that answers them.
 */

/** Shown after a successful lead submission. */
export const SUCCESS_PATH = '/success';
/** The success page's query parameter carrying the lead's reference. */
export const SUCCESS_LEAD_PARAM = 'lead';

/** The success page for a lead: "/success?lead=…". */
export function successHref(leadId: string): string {
  return `${SUCCESS_PATH}?${new URLSearchParams({ [SUCCESS_LEAD_PARAM]: leadId }).toString()}`;
}

/** The finance page (spec 2 §2); its query is read by finance-query-params.ts. */
export const FINANCE_PATH = '/finance';
/** Spec 2 §2: "/finance, or /finance-enquiry or /apply-for-finance on some sites". */
export const FINANCE_PATHS = [FINANCE_PATH, '/finance-enquiry', '/apply-for-finance'] as const;
export type FinancePath = (typeof FINANCE_PATHS)[number];
/** Spec 2 §2: the finance form about one vehicle with an NVIC, on sites that offer it. */
export const PERSONALISED_FINANCE_PATH = '/personalised/finance';

/** Whether a path is one of the finance page's addresses (any site's). */
export function isFinancePath(path: string): path is FinancePath {
  return (FINANCE_PATHS as readonly string[]).includes(path);
}

/** Sell your car. */
export const TRADE_IN_PATH = '/trade-in';
/** Trade-in, on sites that name it so. */
export const SELL_MY_CAR_PATH = '/sell-my-car';
/** Trade-in towards one vehicle: `?car_id=`. */
export const CAR_TRADE_IN_PATH = '/cars/trade-in';
/** The query parameter naming the vehicle on the trade-in and finance pages. */
export const CAR_ID_PARAM = 'car_id';

/** The trade-in page for a vehicle: "/cars/trade-in?car_id=123". */
export function carTradeInHref(carId: string): string {
  return `${CAR_TRADE_IN_PATH}?${new URLSearchParams({ [CAR_ID_PARAM]: carId }).toString()}`;
}

/** The vehicle a trade-in page was opened for (its hidden field); undefined when none. */
export function tradeInCarIdOf(search: string | URLSearchParams): string | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const carId = params.get(CAR_ID_PARAM)?.trim();
  return carId ? carId : undefined;
}
