import type { Site } from '@forecourt/tenants/site';
import { CAR_STATUSES } from '@forecourt/tenants/stock/car-record.schema';
import { isAvailable, soldCutoffMs } from '../../../stock/car-availability.js';
import { allOf, anyOf, equals, isIn } from './filter-expression.js';

const AVAILABLE_STATUSES = CAR_STATUSES.filter(isAvailable);

/**
 * The tenant scope every query carries, built from the site's settings only (never from the
 * caller): its own cars, its stock filter, and sold cars only within the recently-sold window.
 * The same rule as isVisibleOnSite, as a Meilisearch filter.
 */
export function siteScopeFilter(site: Site, now: Date): string {
  const { stockFilter } = site.config.search;
  const clauses = [equals('siteSlug', site.config.slug)];
  if (stockFilter.carTypes.length > 0) clauses.push(isIn('carType', stockFilter.carTypes));
  if (stockFilter.itemTypes.length > 0) clauses.push(isIn('itemType', stockFilter.itemTypes));
  if (stockFilter.onlyShownOnDealerWebsite) clauses.push('showOnDealerWebsite = true');
  clauses.push(
    anyOf([isIn('status', AVAILABLE_STATUSES), `visibleAtMs >= ${soldCutoffMs(site, now)}`]),
  );
  return allOf(clauses);
}
