import type { Site } from '@forecourt/tenants/site';
import type { StockSearchWithHolds } from '../reservations/reservation-holds.js';

/**
 * The stock search, telling `changed(site)` whenever this process changes what a site's stock
 * shows: a new stock is loaded (an import, a snapshot reload, an edited site folder) or a
 * reservation moved (the reserved overlay's `invalidate`). The composition root wraps the
 * search it hands everything else, so every such change passes through here.
 */
export function withStockChangeSignal(
  stockSearch: StockSearchWithHolds,
  changed: (site: Site) => void,
): StockSearchWithHolds {
  return {
    forSite: (site, now) => stockSearch.forSite(site, now),
    async replaceSiteStock(site, cars, onProgress) {
      await stockSearch.replaceSiteStock(site, cars, onProgress);
      changed(site);
    },
    close: () => stockSearch.close(),
    invalidate(site) {
      stockSearch.invalidate(site);
      changed(site);
    },
  };
}
