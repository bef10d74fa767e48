import type { CarStatus } from '@forecourt/tenants/stock/car-record.schema';
import type { SiteStock } from '../stock/stock-search.port.js';
import type { StockDocument } from '../stock/stock-document.js';

/** Cars read per search while listing a site's whole stock: few round trips, bounded answers. */
export const STOCK_READ_PAGE = 1_000;

/**
 * Every car of the site (within its own stock scope, which the port applies) with one of these
 * statuses, newest first. The documents built from it are cached (reach-cache.ts), so this runs
 * once per site and stock change, not once per request.
 */
export async function siteCars(
  stock: SiteStock,
  statuses: readonly CarStatus[],
): Promise<StockDocument[]> {
  const cars: StockDocument[] = [];
  for (;;) {
    const { hits, totalCount } = await stock.search({
      filters: { status: statuses },
      ranges: {},
      sort: 'latest',
      offset: cars.length,
      limit: STOCK_READ_PAGE,
      facets: [],
    });
    cars.push(...hits);
    if (hits.length < STOCK_READ_PAGE || cars.length >= totalCount) return cars;
  }
}

/** The newest `updatedAt` of these cars (ISO 8601); undefined when there are none. */
export function newestUpdate(cars: readonly Pick<StockDocument, 'updatedAtMs'>[]) {
  let newest = -Infinity;
  for (const car of cars) newest = Math.max(newest, car.updatedAtMs);
  return Number.isFinite(newest) ? new Date(newest).toISOString() : undefined;
}
