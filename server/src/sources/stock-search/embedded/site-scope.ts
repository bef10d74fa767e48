import type { Site } from '@forecourt/tenants/site';
import type { SiteConfig } from '@forecourt/tenants/site-config.schema';
import type { StockDocument } from '../../../stock/stock-document.js';
import { isAvailable, isVisibleOnSite, soldAtOrUpdated } from '../../../stock/car-availability.js';

type StockFilter = SiteConfig['search']['stockFilter'];

/** What the scope rule reads of a car, kept apart from the (large) documents. */
export type ScopeFields = Parameters<typeof isVisibleOnSite>[0];

export function scopeFields(doc: StockDocument): ScopeFields {
  const { siteSlug, carType, itemType, showOnDealerWebsite, status, soldAtMs, updatedAtMs } = doc;
  return { siteSlug, carType, itemType, showOnDealerWebsite, status, soldAtMs, updatedAtMs };
}

/** At the earliest instant a Date holds no sale is before the sold cutoff: only the filter acts. */
const BEFORE_ANY_SALE = new Date(-8.64e15);

/**
 * The site's scope rule (isVisibleOnSite) on a column: per car one number, "visible while the sold
 * cutoff is at or before this instant". A car the site's stock filter hides gets -Infinity, an
 * available car +Infinity, a sold car the time it was sold (or last updated). The rule is then one
 * comparison per car against soldCutoffMs(site, now).
 */
export class SiteScope {
  readonly #cars: readonly ScopeFields[];
  readonly #soldAt: Float64Array;
  /** One column per stock-filter settings object, built on first use. */
  readonly #visibleUntil = new WeakMap<StockFilter, Float64Array>();

  constructor(cars: readonly ScopeFields[]) {
    this.#cars = cars;
    this.#soldAt = new Float64Array(cars.length);
    cars.forEach((car, i) => {
      this.#soldAt[i] = isAvailable(car.status) ? Number.POSITIVE_INFINITY : soldAtOrUpdated(car);
    });
  }

  /** Car i is visible on the site when column[i] >= soldCutoffMs(site, now). */
  visibleUntil(site: Site): Float64Array {
    const filter = site.config.search.stockFilter;
    let column = this.#visibleUntil.get(filter);
    if (!column) {
      const visibleUntil = Float64Array.from(this.#soldAt);
      // The stock filter and website flag do not depend on the clock: take them from the shared
      // rule itself so the two cannot drift apart.
      this.#cars.forEach((car, i) => {
        if (!isVisibleOnSite(car, site, BEFORE_ANY_SALE)) {
          visibleUntil[i] = Number.NEGATIVE_INFINITY;
        }
      });
      this.#visibleUntil.set(filter, visibleUntil);
      column = visibleUntil;
    }
    return column;
  }
}
