import type { CarStatus } from '@forecourt/tenants/stock/car-record.schema';
import type { Site } from '@forecourt/tenants/site';
import type { StockDocument } from './stock-document.js';
import { DAY_MS } from '@forecourt/schema/time/durations';

/** Spec 2 §4: in stock and coming soon count as available; anything else shows as sold. */
export function isAvailable(status: CarStatus): boolean {
  return status === 'in_stock' || status === 'coming_soon';
}

/** Sold cars sold before this instant are gone from the site (search and lookups). */
export function soldCutoffMs(site: Site, now: Date): number {
  return now.getTime() - site.config.search.recentlySoldDays * DAY_MS;
}

/**
 * The site's scope: its stock filter (car types, vehicle kinds, website flag) and the
 * recently-sold window. Both adapters apply exactly this rule.
 */
export function isVisibleOnSite(
  car: Pick<
    StockDocument,
    | 'siteSlug'
    | 'carType'
    | 'itemType'
    | 'showOnDealerWebsite'
    | 'status'
    | 'soldAtMs'
    | 'updatedAtMs'
  >,
  site: Site,
  now: Date,
): boolean {
  const { stockFilter } = site.config.search;
  if (car.siteSlug !== site.config.slug) return false;
  if (stockFilter.carTypes.length > 0 && !stockFilter.carTypes.includes(car.carType)) return false;
  if (stockFilter.itemTypes.length > 0 && !stockFilter.itemTypes.includes(car.itemType))
    return false;
  if (stockFilter.onlyShownOnDealerWebsite && !car.showOnDealerWebsite) return false;
  if (!isAvailable(car.status) && soldAtOrUpdated(car) < soldCutoffMs(site, now)) return false;
  return true;
}

/** A sold car without a sale date counts as sold when it was last updated. */
export function soldAtOrUpdated(car: Pick<StockDocument, 'soldAtMs' | 'updatedAtMs'>): number {
  return car.soldAtMs ?? car.updatedAtMs;
}
