/**
 * The search routes of spec 2 §2 that both sides must spell alike: the server resolves them,
 * the browser builds them.
 */
export const SEARCH_ROOT = '/search';
export const ALL_STOCK_SEGMENT = 'new-used-and-demo-cars';
export const ALL_STOCK_PATH = `${SEARCH_ROOT}/${ALL_STOCK_SEGMENT}`;

/** The used-car site's second car-type level: /used-car/{car-type} is /search/{car-type}. */
export const USED_CAR_ROOT = '/used-car';

export type RouteCarType = 'new' | 'demo' | 'used';

/** Car types each type route stands for; an empty list is every type. */
export const TYPE_ROUTE_CAR_TYPES: Readonly<Record<string, readonly RouteCarType[]>> = {
  [ALL_STOCK_SEGMENT]: [],
  'new-and-demo-cars': ['new', 'demo'],
  'new-cars': ['new'],
  'demo-cars': ['demo'],
  'used-cars': ['used'],
};
