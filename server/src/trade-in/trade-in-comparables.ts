import type { FacetAttribute, SiteStock } from '../stock/stock-search.port.js';
import { comparablesQuery } from '../price-gauge/estimated-price-gauge.js';
import type { Comparable } from '../price-gauge/market-estimate.js';

/**
 * The market for a shopper's own car (spec 2 §9: "market data, make, model, year, odometer"):
 * the site's comparable stock, found as the price gauge finds a listed car's — the same make and
 * model, a year either side, similar kilometres, listed or recently sold. It reads the site-bound
 * stock search, so it never sees another site's cars.
 */

export interface TradeInCar {
  make: string;
  model: string;
  year: number;
  km: number;
}

/** "cx-5", "CX5" and "Cx 5" name the same model: compare without case, spaces or punctuation. */
const nameKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The site's own spelling of a make or model the shopper typed, or null when it has none. */
async function siteSpelling(
  stock: SiteStock,
  attribute: Extract<FacetAttribute, 'make' | 'model'>,
  typed: string,
  filters: { make?: string[] } = {},
): Promise<string | null> {
  const { facets } = await stock.search({
    filters,
    ranges: {},
    sort: 'latest',
    offset: 0,
    limit: 0,
    facets: [attribute],
  });
  const key = nameKey(typed);
  return (facets[attribute] ?? []).find((facet) => nameKey(facet.value) === key)?.value ?? null;
}

/** Prices, years and distances of the site's cars comparable with the shopper's. */
export async function tradeInComparables(stock: SiteStock, car: TradeInCar): Promise<Comparable[]> {
  const make = await siteSpelling(stock, 'make', car.make);
  if (make === null) return [];
  const model = await siteSpelling(stock, 'model', car.model, { make: [make] });
  if (model === null) return [];
  const { hits } = await stock.search(comparablesQuery({ ...car, make, model }));
  return hits.map(({ price, year, km }) => ({ price, year, km }));
}
