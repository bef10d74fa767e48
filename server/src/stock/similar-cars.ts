import type { Site } from '@forecourt/tenants/site';
import type { SiteConfig } from '@forecourt/tenants/site-config.schema';
import type { CarType } from '@forecourt/tenants/stock/car-record.schema';
import type { NumericRange, SiteStock, StockQuery } from './stock-search.port.js';
import type { StockDocument } from './stock-document.js';

/**
 * Spec 2 §7, §9: the vehicles similar to one — in stock, never the vehicle itself, priced within a
 * band around it, of the same make and model or the same car type and body (a site setting). One
 * search of 10 hits; same model first, de-duplicated, cut to 6. The vehicle page's strip and the
 * "tell me when a similar one arrives" alerts both use this rule.
 */

export const SIMILAR_HITS_PER_QUERY = 10;
export const SIMILAR_CARS_SHOWN = 6;
/** Under this price the band is ±10,000, from it on ±25,000. */
export const PRICE_BAND_THRESHOLD = 50_000;
export const NARROW_PRICE_BAND = 10_000;
export const WIDE_PRICE_BAND = 25_000;

/** What the rule needs of the vehicle; stored with an alert, so it outlives the vehicle. */
export interface SimilarityCriteria {
  match: SiteConfig['similarVehicles']['match'];
  carId: string;
  make: string;
  model: string;
  carType: CarType;
  body: string | null;
  price: number;
}

/** ±10,000 under 50,000, else ±25,000, never below 0; none for a vehicle without a price. */
export function similarPriceBand(price: number): Required<NumericRange> | null {
  if (!(price > 0)) return null;
  const band = price < PRICE_BAND_THRESHOLD ? NARROW_PRICE_BAND : WIDE_PRICE_BAND;
  return { min: Math.max(0, price - band), max: price + band };
}

export function similarityCriteria(car: StockDocument, site: Site): SimilarityCriteria {
  return {
    match: site.config.similarVehicles.match,
    carId: car.id,
    make: car.make,
    model: car.model,
    carType: car.carType,
    body: car.body ?? null,
    price: car.price,
  };
}

/** The one search: `excludeIds` are left out besides the vehicle itself. */
export function similarStockQuery(
  criteria: SimilarityCriteria,
  excludeIds: readonly string[] = [],
): StockQuery {
  const filters: StockQuery['filters'] =
    criteria.match === 'makeModel'
      ? { make: [criteria.make], model: [criteria.model] }
      : { carType: [criteria.carType], ...(criteria.body ? { body: [criteria.body] } : {}) };
  const band = similarPriceBand(criteria.price);
  return {
    filters: { ...filters, status: ['in_stock'] },
    ranges: band ? { price: band } : {},
    excludeIds: [criteria.carId, ...excludeIds],
    sort: 'latest',
    offset: 0,
    limit: SIMILAR_HITS_PER_QUERY,
    // Spec 1: the similar-vehicles search asks for no facets.
    facets: [],
  };
}

/** Same model first (otherwise in the search's order), each vehicle once, never itself, 6 at most. */
export function orderSimilar(
  hits: readonly StockDocument[],
  criteria: Pick<SimilarityCriteria, 'carId' | 'make' | 'model'>,
): StockDocument[] {
  const sameModel = (car: StockDocument) =>
    car.make === criteria.make && car.model === criteria.model;
  const seen = new Set<string>([criteria.carId]);
  const unique = hits.filter((car) => !seen.has(car.id) && seen.add(car.id));
  return [...unique.filter(sameModel), ...unique.filter((car) => !sameModel(car))].slice(
    0,
    SIMILAR_CARS_SHOWN,
  );
}

export async function findSimilarCars(
  stock: SiteStock,
  criteria: SimilarityCriteria,
  excludeIds: readonly string[] = [],
): Promise<StockDocument[]> {
  const { hits } = await stock.search(similarStockQuery(criteria, excludeIds));
  return orderSimilar(hits, criteria);
}
