import { formatNumber } from '@forecourt/schema/numbers/format-number';
import { haversineKm, type LatLong } from '@forecourt/schema/geo/haversine';

/** The dealer locator's address (a default site link of spec 2 §2's location screens). */
export const DEALER_LOCATOR_PATH = '/dealer-locator';

export const DEPARTMENTS = ['SALES', 'SERVICE', 'PARTS'] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** The server refuses longer makes; a longer one in the address is ignored rather than refused. */
const MAX_MAKE_LENGTH = 60;
/** A postcode is 4 digits; anything much longer is not worth sending to be refused. */
const MAX_POSTCODE_LENGTH = 12;

/** What the locator's address asks for: ?department=service&make=Kia&postcode=4217. */
export interface LocatorParams {
  department: Department | null;
  make: string | null;
  postcode: string | null;
}

/** The locator's query string, read leniently: an unknown department or an overlong make is ignored. */
export function locatorParams(search: URLSearchParams): LocatorParams {
  const department = search.get('department')?.trim().toUpperCase();
  const make = search.get('make')?.trim();
  const postcode = search.get('postcode')?.trim();
  return {
    department: DEPARTMENTS.find((d) => d === department) ?? null,
    make: make && make.length <= MAX_MAKE_LENGTH ? make : null,
    postcode: postcode ? postcode.slice(0, MAX_POSTCODE_LENGTH) : null,
  };
}

/** The locator's address for these choices, empty ones left out. */
export function locatorPath(params: LocatorParams): string {
  const query = new URLSearchParams();
  if (params.department) query.set('department', params.department.toLowerCase());
  if (params.make) query.set('make', params.make);
  if (params.postcode) query.set('postcode', params.postcode);
  const search = query.toString();
  return search ? `${DEALER_LOCATOR_PATH}?${search}` : DEALER_LOCATOR_PATH;
}

/** "12 km away"; under a kilometre says so rather than "0 km". */
export function distanceText(km: number): string {
  return km < 1 ? 'Less than 1 km away' : `${formatNumber(Math.round(km))} km away`;
}

/** Items nearest first from a point (the shopper's own position), each with its distance. */
export function nearestFirst<T extends { latitude: number; longitude: number }>(
  items: readonly T[],
  from: LatLong,
): { item: T; distanceKm: number }[] {
  return items
    .map((item) => ({
      item,
      distanceKm: haversineKm(from, { lat: item.latitude, long: item.longitude }),
    }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
