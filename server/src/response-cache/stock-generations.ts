import type { Site } from '@forecourt/tenants/site';
import type { StockSearch } from '../stock/stock-search.port.js';

/**
 * Each site's stock generation: a counter that moves whenever what shoppers see of the site's
 * stock may have changed. Cached answers remember the generation they were made at and are not
 * served once it has moved, so the request after an import or a reservation sees the change.
 */
export class StockGenerations {
  readonly #bySlug = new Map<string, number>();
  readonly #listeners: ((site: Site) => void)[] = [];

  of(site: Site): number {
    return this.#bySlug.get(site.config.slug) ?? 0;
  }

  bump(site: Site): void {
    this.#bySlug.set(site.config.slug, this.of(site) + 1);
    for (const listener of this.#listeners) listener(site);
  }

  /** Calls `listener(site)` whenever a site's generation moves (other caches keyed by stock). */
  onChange(listener: (site: Site) => void): void {
    this.#listeners.push(listener);
  }
}

/**
 * `stockSearch` that moves the site's generation on every change made through it: a re-index
 * (`replaceSiteStock`, which every import path reaches through indexSiteStock) and a change of
 * reservation holds (`invalidate`). The generation moves after the new stock is served, and
 * again before it, so an answer made while the index was being replaced is never kept as new.
 */
export function withStockGenerations(
  stockSearch: StockSearch & { invalidate?(site: Site): void },
  generations: StockGenerations,
): StockSearch & { invalidate(site: Site): void } {
  return {
    forSite: (site, now) => stockSearch.forSite(site, now),
    close: () => stockSearch.close(),
    async replaceSiteStock(site, cars, onProgress) {
      generations.bump(site);
      try {
        await stockSearch.replaceSiteStock(site, cars, onProgress);
      } finally {
        generations.bump(site);
      }
    },
    invalidate(site) {
      stockSearch.invalidate?.(site);
      generations.bump(site);
    },
  };
}
